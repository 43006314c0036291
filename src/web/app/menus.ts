import type { AppCommand } from './command'

/**
 * The menu bar, as data: order and grouping only. Entries name commands by id (each declared
 * once, by the shell or the feature that owns it); a submenu nests; a submenu with a source
 * takes its first items, when it opens, from the feature that owns them (recent files, file formats).
 */
export type MenuEntry =
  | string
  | '---'
  | { submenu: string; items: MenuEntry[]; source?: string }
  /** A one-off item made at render time (e.g. a recent file). */
  | { command: AppCommand }
export interface Menu {
  label: string
  items: MenuEntry[]
}

export const MENUS: Menu[] = [
  {
    label: 'File',
    items: [
      'file.new',
      'file.open',
      { submenu: 'Open Recent', items: [], source: 'recent-files' },
      'file.save',
      'file.saveAs',
      '---',
      'file.openComputer',
      'file.saveComputer',
      '---',
      { submenu: 'Import', items: [], source: 'import-formats' },
      { submenu: 'Export As', items: ['file.export.watermark'], source: 'export-formats' },
      '---',
      'file.signIn',
      'file.share',
      '---',
      'file.preview',
      'file.print',
      '---',
      'file.settings',
    ],
  },
  {
    label: 'Edit',
    items: ['edit.undo', 'edit.redo', '---', 'edit.cut', 'edit.copy', 'edit.paste', '---', 'edit.selectScene', 'edit.selectAll', '---', 'edit.find', 'edit.semanticFind', 'edit.goTo'],
  },
  {
    label: 'Format',
    items: [
      { submenu: 'Line Type', items: ['sceneHeading', 'action', 'character', 'parenthetical', 'dialogue', 'transition', 'shot', 'note'].map((t) => `lineType.${t}`) },
      'format.dualDialogue',
      'format.fontSettings',
      { submenu: 'Page Size', items: ['format.pageSize.letter', 'format.pageSize.a4'] },
      { submenu: 'Text Style', items: ['format.bold', 'format.italic', 'format.underline', 'format.strike', '---', 'format.uppercase', 'format.lowercase'] },
    ],
  },
  {
    label: 'View',
    items: [
      'view.pageView',
      'view.draftView',
      'view.cardView',
      '---',
      'view.fullScreen',
      'view.focus',
      'view.typewriter',
      { submenu: 'Appearance', items: ['view.appearance.light', 'view.appearance.dark', 'view.appearance.system', '---', 'view.darkPage'] },
      '---',
      'view.todo',
      'view.comments',
      'view.revisions',
      'view.plotBoard',
      '---',
      'view.menuBar',
      'view.toolbar',
      'view.sidebar',
      'view.statusBar',
      '---',
      { submenu: 'Page Zoom', items: ['view.zoomFit', 'view.zoom50', 'view.zoom100', 'view.zoom150', 'view.zoom200'] },
    ],
  },
  {
    label: 'Tools',
    items: [
      'tools.proofreading',
      'tools.spellCheck',
      'tools.checkFormatting',
      '---',
      'tools.quantitative',
      'tools.qualitative',
      'tools.continuity',
      'tools.pacing',
      'tools.statistics',
      '---',
      'tools.tableRead',
      'tools.insertSymbol',
    ],
  },
  {
    label: 'Script',
    items: [
      'script.titlePage',
      '---',
      'script.concept',
      'script.theme',
      'script.characters',
      'script.locations',
      '---',
      { submenu: 'Scene Numbers', items: ['script.sceneNumbers.show', 'script.sceneNumbers.number', 'script.sceneNumbers.lock', 'script.sceneNumbers.unlock', 'script.sceneNumbers.renumber'] },
      {
        submenu: 'Revisions',
        items: [
          'script.revisions.mark',
          { submenu: 'Current Set', items: [], source: 'revision-sets' },
          'script.revisions.editSets',
          '---',
          'script.revisions.showAll',
          'script.revisions.showCurrent',
          'script.revisions.showNone',
          '---',
          { submenu: 'Clear Marks', items: [], source: 'revision-clear' },
          'script.revisions.clearAll',
        ],
      },
      'script.lockPages',
      'script.unlockPages',
    ],
  },
  {
    label: 'Reports',
    items: ['reports.script', 'reports.location', 'reports.scene', 'reports.character', 'reports.flaws', 'reports.coverage', '---', 'reports.pitchDeck', 'reports.emotionalArcs'],
  },
  { label: 'Help', items: ['help.tour', 'help.docs', 'help.faq', 'help.tutorials', '---', 'help.shortcuts', 'help.feedback', 'help.about'] },
]
