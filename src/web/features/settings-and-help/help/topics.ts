/**
 * Documentation and the Help dialog, written for this product. The menu tabs list the menus
 * themselves (docs-model.ts), so they never name an item the menus lack; each planning tool's tab
 * names the command that opens it, and says so when that command is not in this version yet.
 */
export interface Topic {
  id: string
  title: string
  /** The commands this topic is about; the tab says when one is not available in this version. */
  commands?: string[]
  paragraphs: string[]
  points?: string[]
}

/** What each menu item does, by command id (the menu tabs read the labels and shortcuts from the menus). */
export const COMMAND_NOTES: Record<string, string> = {
  'file.new': 'Starts a new, untitled script with an empty title page and no planning data.',
  'file.open': 'Lists the scripts in the browser file library (or in Google Drive once signed in) to open one.',
  'file.save': 'Saves into the open file; an untitled script asks for a name first.',
  'file.saveAs': 'Saves under a new name (letters, numbers, spaces, hyphens, underscores and parentheses); .nws is added.',
  'file.openComputer': 'Opens a .nws file from your computer.',
  'file.saveComputer': 'Writes the project as a .nws file on your computer (in Chrome and Edge, later saves write in place).',
  'file.signIn': 'Signs in to Google Drive so Open and Save use your Drive.',
  'file.preview': 'Shows the script as a PDF, with Download PDF and Print.',
  'file.print': 'Prints the script as laid out in the PDF.',
  'file.settings': "Settings: your Gemini key, model and tier; Google Drive auto-backup; how many snapshots to keep; and the automatic (CONT'D).",
  'edit.undo': 'Undoes the last change.',
  'edit.redo': 'Redoes what was undone.',
  'edit.cut': 'Cuts the selection.',
  'edit.copy': 'Copies the selection.',
  'edit.paste': 'Pastes; screenplay text pasted from elsewhere is sorted into elements.',
  'edit.selectScene': 'Selects the whole scene around the cursor.',
  'edit.selectAll': 'Selects the whole script.',
  'edit.find': 'Find & Replace: whole word, match case, direction, and which element types to search.',
  'edit.semanticFind': 'Finds passages by meaning with AI.',
  'edit.goTo': 'Jumps to a page or a scene by number.',
  'format.fontSettings': 'Chooses the script font (Courier Prime, Courier New, JetBrains Mono, IBM Plex Mono) and its size, 8–24 pt.',
  'format.dualDialogue': 'Puts two speeches side by side, as two characters speaking at once: the speech at the cursor and the one before it, or the two you select. Again on a pair makes them single speeches.',
  'format.pageSize.letter': 'Prints on US Letter paper: 54 lines a page.',
  'format.pageSize.a4': 'Prints on A4 paper: 58 lines a page, so page breaks move.',
  'format.bold': 'Bold.',
  'format.italic': 'Italic.',
  'format.underline': 'Underline.',
  'format.strike': 'Strikethrough.',
  'format.uppercase': 'Puts the selection in capitals.',
  'format.lowercase': 'Puts the selection in lower case.',
  'view.pageView': 'The paginated page, as printed.',
  'view.draftView': 'The script as a draft in readable type, without the paper: the view a phone starts in. Page numbers still come from the page layout.',
  'view.cardView': 'Index cards of the scenes.',
  'view.fullScreen': 'Fills the screen with the editor.',
  'view.typewriter': 'Holds the line being written at one height in the window while the page moves under it, as focus mode does.',
  'view.todo': 'The To-Do List panel.',
  'view.comments': 'The Comments panel.',
  'view.revisions': 'The Snapshots panel.',
  'view.plotBoard': 'The Plot Board.',
  'view.menuBar': 'Shows or hides the menu bar (Escape brings it back).',
  'view.toolbar': 'Shows or hides the line type toolbar.',
  'view.sidebar': 'Shows or hides the scene list.',
  'view.statusBar': 'Shows or hides the status bar.',
  'tools.proofreading': 'AI proofreading (under development).',
  'tools.spellCheck': 'Turns spell checking on or off; misspelled words are underlined, and a click shows suggestions.',
  'tools.checkFormatting': 'Lists formatting problems in the script.',
  'tools.quantitative': 'Counts and measures of the script.',
  'tools.qualitative': 'An AI reading of the script’s craft.',
  'tools.continuity': 'Looks for continuity slips with AI.',
  'tools.pacing': 'A heat-map of the script’s pace.',
  'tools.statistics': 'Words, elements, scenes, speaking characters, locations and pages.',
  'tools.insertSymbol': 'Inserts a character from the Latin and Latin-1 set.',
  'script.titlePage': 'Title, credit, author, source, draft and contact, printed on the PDF’s title page.',
}

export const TOPICS: Topic[] = [
  {
    id: 'overview',
    title: 'Overview',
    paragraphs: [
      'Nightwriter is a screenplay editor for working screenwriters: a Letter-size page that paginates like the printed script, the eight screenplay elements (scene heading, action, character, parenthetical, dialogue, transition, shot, note) with the keyboard flow of Final Draft, and planning tools beside the script.',
      'Scripts are .nws files: one file holds the script, its title page and its planning data (to-dos, comments, snapshots and the planning tools).',
      'Once you accept the consent banner, the project is kept in this browser as you write; without consent Nightwriter is a basic editor that stores nothing.',
      'AI help runs on your own Google Gemini key, entered in File → Settings. Your script is not stored on our server; only the text a request needs is sent.',
    ],
  },
  {
    id: 'file',
    title: 'File',
    paragraphs: [
      'The File menu opens, saves, imports and exports scripts. Import reads Fountain, Final Draft (.fdx), Celtx, Fade In, text and PDF; Export As writes the same formats, plus a watermarked, password-protected PDF.',
      'New, Open, Open Recent and Import ask before they replace changes no file holds, and keep that script first in this browser\'s files under its name with “before import” (or New, Open) and the time, so File → Open brings it back. Undo right after an import brings back the whole earlier project, to-dos and planning included.',
      'One tab edits a script at a time: another tab shows it read-only and says so, and “Edit here instead” moves the editing to it with everything typed. Save never writes over a file saved elsewhere since you opened it (another tab, another device on Drive); it offers Save As, or overwriting that version knowingly.',
    ],
  },
  { id: 'edit', title: 'Edit', paragraphs: ['The Edit menu: undo, the clipboard, selection, searching and moving around the script.'] },
  {
    id: 'format',
    title: 'Format',
    paragraphs: ['Line Type sets the element of the current line ({{key:lineType.sceneHeading}} … {{key:lineType.note}}, or Alt with the element’s letter: {{key:lineType.sceneHeading:2}}, {{key:lineType.action:2}}, {{key:lineType.character:2}}, {{key:lineType.parenthetical:2}}, {{key:lineType.dialogue:2}}, {{key:lineType.transition:2}}, {{key:lineType.shot:2}}, {{key:lineType.note:2}}). Font Settings and Text Style are below it.'],
  },
  { id: 'view', title: 'View', paragraphs: ['The View menu opens the panels and shows or hides parts of the window. Page Zoom offers 50%, 100%, 150% and 200%.'] },
  { id: 'tools', title: 'Tools', paragraphs: ['Checks and measures of the script.'] },
  {
    id: 'interface',
    title: 'Interface',
    paragraphs: [
      'Menu bar and line type toolbar at the top; the page in the middle; the scene list on the right (click a scene to jump to it); the status bar at the bottom.',
      'The status bar shows the element under the cursor and what Enter and Tab will make of it, the spell-check state, and whether the script is saved: a * after the file name means unsaved changes.',
      'Right-click the text for cut, copy, paste, styles, line type, comments, lookups (dictionary, thesaurus, spelling) and AI actions; hold Shift for the browser’s own menu.',
      'Type / at the start of a line for slash commands.',
    ],
  },
  {
    id: 'concept',
    title: 'Movie Concept',
    commands: ['script.concept'],
    paragraphs: [
      'Script → Movie Concept holds the core of the story in three tabs: Core Concept (the movie idea, protagonist + goal + obstacle, and the logline), Story Structure (a story archetype and one to five genres) and Themes.',
      'Limits: the idea and the protagonist line 500 characters, the logline 300, at most 5 genres and 10 themes. With a Gemini key, AI can expand ideas, loglines and themes.',
    ],
  },
  {
    id: 'theme',
    title: 'Theme Structure',
    commands: ['script.theme'],
    paragraphs: [
      'Script → Theme Structure walks the argument of your theme through thirteen beats in six tabs: Argument, Beginning, Act 2, Reversal, Climax and Resolution. Every field is optional; a filled one takes 10 to 2,000 characters.',
      'AI can suggest text for a beat; suggestions are tailored when a Movie Concept exists.',
    ],
  },
  {
    id: 'characters',
    title: 'Characters',
    commands: ['script.characters'],
    paragraphs: [
      'Script → Characters keeps your cast: name, age, sex/gender, role (Protagonist, Antagonist, Supporting), archetype, arc, relationships, description, and what each character wants, needs, the flaw, the lie and the ghost.',
      'Names must be unique. With a story archetype set in Movie Concept, AI can propose a cast; it can also suggest names.',
    ],
  },
  {
    id: 'locations',
    title: 'Locations',
    commands: ['script.locations'],
    paragraphs: [
      'Script → Locations keeps the places of the story: name, type (Interior, Exterior, Interior/Exterior), description, address, atmosphere, props, budget, availability and notes.',
    ],
  },
  {
    id: 'reports',
    title: 'Reports',
    commands: ['reports.script', 'reports.location', 'reports.scene', 'reports.character', 'reports.flaws'],
    paragraphs: ['The Reports menu builds Script, Location, Scene and Character reports and a list of common flaws, each exportable as PDF. Pitch Deck and Emotional Arcs are under development.'],
  },
  {
    id: 'todo',
    title: 'To-Do List',
    commands: ['view.todo'],
    paragraphs: [
      'View → To-Do List ({{key:view.todo}}), or the floating list button at the bottom right, opens this project’s task list.',
      'Type a task and press Enter or the + button; tick it when done (it is struck through) or delete it. The header counts completed of total tasks, and the panel can be collapsed to its header. Tasks are saved with the project.',
    ],
  },
  {
    id: 'comments',
    title: 'Comments',
    commands: ['view.comments'],
    paragraphs: [
      'Select text and click Add Comment (or press {{key:comments.add}}) to comment on it; the commented text is highlighted. View → Comments ({{key:view.comments}}) lists them newest first.',
      'Comments can be edited, resolved and deleted; {{label:Mod-Enter}} saves a comment and Escape cancels. Deleting commented text removes its comment, and Undo brings both back.',
    ],
  },
  {
    id: 'revisions',
    title: 'Snapshots',
    commands: ['view.revisions'],
    paragraphs: [
      'View → Snapshots ({{key:view.revisions}}) keeps saved states of the script. Save current state as snapshot stores the script as it is now, named Snapshot 1, 2, 3 … (Production revisions, the coloured sets with marks in the margin, are under Script → Revisions.)',
      'The number kept is set in File → Settings → General (5, 10, 20, 30, 50 or 100; 10 unless you choose). When the list is full, the panel names the oldest snapshot that the next save will remove.',
      'Compare with current shows the snapshot against the current script paragraph by paragraph: added paragraphs green with +, removed ones red and struck through with -, unchanged ones grey.',
      'Restore this snapshot asks first, then saves the current script as a snapshot before replacing it, so a restore can be undone by restoring that snapshot. Snapshots are saved with the project.',
    ],
  },
  {
    id: 'production',
    title: 'Production',
    commands: ['script.sceneNumbers.number', 'script.sceneNumbers.lock', 'script.revisions.mark', 'script.revisions.editSets', 'script.revisions.clearAll', 'script.lockPages', 'script.unlockPages'],
    paragraphs: [
      'Once a script goes into production, every department works from its scene and page numbers, and every change goes out as coloured revised pages with a mark in the margin. The Script menu holds all of it; nothing here changes the snapshots under View → Snapshots.',
      'Scene numbers: Script → Scene Numbers → Number Scenes Now numbers the scenes 1, 2, 3 … (a number already given is kept), printed on both sides of each heading and shown in the page margins, the scene list, the reports and every export. Lock Scene Numbers keeps them as they are: a scene added after scene 10 becomes 10A, the next 10B, and one added between 10 and 10A becomes A10A. Deleting a numbered scene while the numbers are locked leaves “10 OMITTED” in its place; Undo ({{key:edit.undo}}) brings the scene back. Renumber Scenes numbers every scene afresh, once the numbers are unlocked. Go To ({{key:edit.goTo}}) finds a scene by its number, 10A included.',
      'Revision sets: each round of changes is a set with a name, a colour and a mark, in the industry’s order (White, Blue, Pink, Yellow, Green, Goldenrod, Buff, Salmon, Cherry, Tan, then 2nd Blue …). Script → Revisions → Edit Revision Sets renames, recolours, re-marks, adds and reorders them; the list is kept in the script. Choose the set you are writing in under Current Set, then turn on Mark Revisions: every paragraph you type in or change takes that set’s mark (* unless you chose another) at the right margin, and the page edge beside it shows the set’s colour. The mark stays with the paragraph when you split it, join it or undo.',
      'Show Marks of All Sets, of the Current Set, or Hide Revision Marks changes only what the page shows. Clear Marks takes one set’s marks off the whole script, and Clear All Revision Marks every mark; either is one step that Undo ({{key:edit.undo}}) takes back.',
      'Locked pages: Script → Lock Pages keeps every page number where it falls. Text that grows past a locked page then flows onto 5A, 5B before page 6; a page that shrinks keeps its white space; and two pages that become one print as “15-16”. The page view, Go To (page 5A), statistics, reports and the PDF all use these numbers. Unlock Pages lets the pages run freely again.',
      'Printing: File → Export As → PDF prints the whole script with its scene numbers, its marks and, on each revised page, a header naming the set and its date (“Blue Rev. 11/26/26”). Revised pages only prints just the pages that carry one set’s marks, each on the set’s colour if you ask; Character sides prints only the scenes a chosen character is in, in order, with their scene numbers. Final Draft files keep all of it, both ways, and so does the command line (nightwriter convert script.fdx script.pdf --revised-pages-only Blue, or --sides MARA).',
    ],
  },
  {
    id: 'plotboard',
    title: 'Plot Board',
    commands: ['view.plotBoard'],
    paragraphs: [
      'View → Plot Board ({{key:view.plotBoard}}) lays out the story as beats in act columns, from a blank three-act board or a structure template, optionally customised by AI.',
      'Beats can be grouped in sequences, ticked off as written, and linked to scenes of the script.',
    ],
  },
]

/** The Help dialog's topics: the planning tools, in the order of its tabs. */
export const HELP_TOPIC_IDS = ['concept', 'theme', 'characters', 'locations', 'reports', 'todo', 'comments', 'revisions', 'plotboard'] as const
export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number]

/** Which menu each menu tab of Documentation documents. */
export const MENU_TOPICS: Record<string, string> = { file: 'File', edit: 'Edit', format: 'Format', view: 'View', tools: 'Tools' }
