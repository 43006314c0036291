import type { EditorElementType } from '../../../../screenplay/model'
import { ELEMENT_LABELS, MENU_ORDER } from '../../../../screenplay/elements/types'
import { AI_ACTIONS, AI_ACTION_GROUPS, type AiAction } from '../../../../ai/ai-actions'
import type { LookupType } from '../../../../ai/prompts'
import type { MenuTarget } from './context-menu-store'
import type { DictionaryView } from '../dictionary'

/**
 * The right-click menu's entries for a target, as data: the component draws it,
 * and tests read it without a browser.
 */
export type MenuEntry =
  | { kind: 'item'; id: string; label: string; shortcut?: string; disabled?: boolean; checked?: boolean; action: MenuAction }
  | { kind: 'sub'; id: string; label: string; items: MenuEntry[]; disabled?: boolean }
  | { kind: 'sep' }

export type MenuAction =
  | { type: 'command'; id: string }
  | { type: 'lookup'; lookup: LookupType; word: string }
  | { type: 'dictionary'; view: DictionaryView; word: string }
  | { type: 'ai'; action: AiAction; elementType: EditorElementType }

export interface MenuEnv {
  /** Whether the app command exists with a `run` and is enabled now. */
  commandUsable: (id: string) => boolean
  /** The key a command shows (from its definition), if it has one. */
  shortcut?: (id: string) => string | undefined
  canReadClipboard: boolean
}

const LINE_TYPE_ID: Record<EditorElementType, string> = Object.fromEntries(MENU_ORDER.map((t) => [t, `lineType.${t}`])) as Record<EditorElementType, string>

export function buildMenu(t: MenuTarget, env: MenuEnv): MenuEntry[] {
  const cmd = (id: string, label: string, needsSelection = false): MenuEntry => ({
    kind: 'item',
    id,
    label,
    shortcut: env.shortcut?.(id),
    disabled: (needsSelection && !t.hasSelection) || !env.commandUsable(id),
    action: { type: 'command', id },
  })
  const entries: MenuEntry[] = [
    cmd('edit.cut', 'Cut', true),
    cmd('edit.copy', 'Copy', true),
    { ...(cmd('edit.paste', 'Paste') as Extract<MenuEntry, { kind: 'item' }>), disabled: !env.canReadClipboard || !env.commandUsable('edit.paste') },
    { kind: 'sep' },
    cmd('format.bold', 'Bold'),
    cmd('format.italic', 'Italic'),
    cmd('format.underline', 'Underline'),
    cmd('format.strike', 'Strikethrough'),
    { kind: 'sep' },
    {
      kind: 'sub',
      id: 'lineType',
      label: 'Line Type',
      items: MENU_ORDER.map((type) => ({
        kind: 'item',
        id: LINE_TYPE_ID[type],
        label: ELEMENT_LABELS[type],
        checked: t.elementType === type,
        disabled: !env.commandUsable(LINE_TYPE_ID[type]),
        action: { type: 'command', id: LINE_TYPE_ID[type] },
      })),
    },
    cmd('comments.add', 'Comment', true),
  ]
  if (t.word) {
    const word = t.word
    entries.push({
      kind: 'sub',
      id: 'lookup',
      label: 'Lookup',
      items: [
        // The built-in dictionary answers with no key and no network; the AI's answers stay beside it.
        { kind: 'item', id: 'lookup.definition', label: 'Dictionary', action: { type: 'dictionary', view: 'definition', word } },
        { kind: 'item', id: 'lookup.synonyms', label: 'Thesaurus', action: { type: 'dictionary', view: 'synonyms', word } },
        { kind: 'item', id: 'lookup.rhymes', label: 'Rhymes', action: { type: 'dictionary', view: 'rhymes', word } },
        { kind: 'sep' },
        { kind: 'item', id: 'lookup.ai.definition', label: 'Ask AI: Definition', action: { type: 'lookup', lookup: 'definition', word } },
        { kind: 'item', id: 'lookup.ai.synonyms', label: 'Ask AI: Synonyms', action: { type: 'lookup', lookup: 'synonyms', word } },
        { kind: 'item', id: 'lookup.spellcheck', label: 'Ask AI: Spell Check', action: { type: 'lookup', lookup: 'spellcheck', word } },
      ],
    })
  }
  if (t.elementType) {
    const type = t.elementType
    const actions = AI_ACTIONS[type]
    const groups = AI_ACTION_GROUPS.map((g) => ({ g, items: actions.filter((a) => a.group === g) })).filter((x) => x.items.length)
    if (groups.length) entries.push({ kind: 'sep' })
    for (const { g, items } of groups) {
      entries.push({
        kind: 'sub',
        id: `ai.${g.toLowerCase()}`,
        label: `AI ${g}`,
        items: items.map((a) => ({ kind: 'item', id: `ai.${type}.${a.id}`, label: a.label, action: { type: 'ai', action: a, elementType: type } })),
      })
    }
  }
  return entries
}
