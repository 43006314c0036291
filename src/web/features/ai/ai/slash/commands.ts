import type { ApiCommandId } from '../../../../../ai/contracts'

/** Slash command items: built-ins insert text; 'api' items ask the AI. */
export type SlashCategory = 'formatting' | 'research' | 'creative' | 'general'
export type SlashAction = 'insert' | 'transform' | 'api'
export type SlashIcon = 'scene' | 'dual' | 'book' | 'replace' | 'clock' | 'music' | 'user' | 'map' | 'zap' | 'sparkles'

export interface SlashCommand {
  id: string
  title: string
  description: string
  icon: SlashIcon
  category: SlashCategory
  action: SlashAction
  /** For 'api' items: the parameter dialog's prompt and placeholder. */
  param?: { label: string; placeholder: string; required: boolean }
}

export const CATEGORY_ORDER: readonly SlashCategory[] = ['formatting', 'research', 'creative', 'general']
export const CATEGORY_LABELS: Record<SlashCategory, string> = {
  formatting: 'Formatting',
  research: 'Research',
  creative: 'Creative',
  general: 'General',
}

export const MAX_SLASH_ITEMS = 8

export const SLASH_COMMANDS: readonly SlashCommand[] = [
  { id: 'scene', title: 'Scene Heading', description: 'Insert INT. LOCATION - DAY', icon: 'scene', category: 'formatting', action: 'insert' },
  { id: 'dual', title: 'Dual Dialogue', description: 'Insert two characters speaking at once', icon: 'dual', category: 'formatting', action: 'insert' },
  { id: 'define', title: 'Define', description: 'Look up the meaning of a word', icon: 'book', category: 'research', action: 'api', param: { label: 'Word or phrase to define', placeholder: 'e.g. serendipity', required: true } },
  { id: 'synonym', title: 'Synonyms', description: 'Find other words for a word', icon: 'replace', category: 'research', action: 'api', param: { label: 'Word to find synonyms for', placeholder: 'e.g. walk', required: true } },
  { id: 'period', title: 'Period Details', description: 'Details true to a time and place', icon: 'clock', category: 'research', action: 'api', param: { label: 'Period or year', placeholder: 'e.g. London, 1890s', required: true } },
  { id: 'character', title: 'Character Ideas', description: 'Suggest characters (empty for random)', icon: 'user', category: 'creative', action: 'api', param: { label: 'Describe the character (optional)', placeholder: 'e.g. a retired safecracker', required: false } },
  { id: 'location', title: 'Location Ideas', description: 'Suggest locations (empty for random)', icon: 'map', category: 'creative', action: 'api', param: { label: 'Describe the place (optional)', placeholder: 'e.g. an abandoned fairground', required: false } },
  { id: 'action', title: 'Action Lines', description: 'Suggest action lines (empty for random)', icon: 'zap', category: 'creative', action: 'api', param: { label: 'What happens (optional)', placeholder: 'e.g. a chase across rooftops', required: false } },
  { id: 'rhymes', title: 'Rhymes', description: 'Words that rhyme, for lyrics and verse', icon: 'music', category: 'creative', action: 'api', param: { label: 'Word to rhyme with', placeholder: 'e.g. night', required: true } },
  { id: 'ask-ai', title: 'Ask AI', description: 'Ask the AI assistant anything', icon: 'sparkles', category: 'general', action: 'api', param: { label: 'Your question', placeholder: 'e.g. How long should a cold open be?', required: true } },
]

export function slashCommand(id: string): SlashCommand | undefined {
  return SLASH_COMMANDS.find((c) => c.id === id)
}

export function isApiCommand(c: SlashCommand): c is SlashCommand & { id: ApiCommandId; param: NonNullable<SlashCommand['param']> } {
  return c.action === 'api' && !!c.param
}

/**
 * Items for what follows the slash: id prefix first, then title word prefix, then description
 * match; at most 8, grouped by category for display. Groups are ordered by their best match so
 * the first (highlighted) item is always the best one.
 */
export function filterSlashCommands(query: string, list: readonly SlashCommand[] = SLASH_COMMANDS): SlashCommand[] {
  const q = query.trim().toLowerCase()
  const score = (c: SlashCommand): number => {
    if (!q) return 1
    if (c.id.startsWith(q)) return 3
    if (c.title.toLowerCase().split(/\s+/).some((w) => w.startsWith(q))) return 2
    if (c.description.toLowerCase().includes(q) || c.id.includes(q)) return 1
    return 0
  }
  const picked = list
    .map((c, i) => ({ c, i, s: score(c) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, MAX_SLASH_ITEMS)
  const best = new Map<SlashCategory, number>()
  for (const x of picked) best.set(x.c.category, Math.max(best.get(x.c.category) ?? 0, x.s))
  const catRank = (c: SlashCategory) => -(best.get(c) ?? 0) * 10 + CATEGORY_ORDER.indexOf(c)
  return picked.sort((a, b) => catRank(a.c.category) - catRank(b.c.category) || b.s - a.s || a.i - b.i).map((x) => x.c)
}

/** The text typed after '/', or null when the cursor is not in a slash command (pure, for the plugin). */
export function slashQuery(textBeforeCursorFromSlash: string): string | null {
  const m = /^\/([\w-]{0,30})$/.exec(textBeforeCursorFromSlash)
  return m ? m[1] : null
}

/** Whether a '/' typed after `before` (the block's text up to the cursor) opens the list. */
export function opensSlash(before: string): boolean {
  return before === '' || /\s$/.test(before)
}
