/**
 * Key bindings as commands write them: 'Mod-s', 'Mod-Shift-5', 'Alt-s', 'Escape'. Mod is Ctrl, or
 * Cmd on a Mac. One spelling, so that two commands claiming one key can be found.
 */

/** 'Shift-Mod-Z' and 'Mod-Shift-z' are the same key: modifiers in one order, a letter in lower case. */
export function normKey(binding: string): string {
  const parts = binding.split('-')
  const key = parts.pop() || '-'
  const mods = parts.map((m) => (m === 'Ctrl' || m === 'Cmd' || m === 'Meta' ? 'Mod' : m))
  const order = ['Mod', 'Alt', 'Shift']
  const sorted = order.filter((m) => mods.includes(m))
  return [...sorted, key.length === 1 ? key.toLowerCase() : key].join('-')
}

/** The binding a keyboard event stands for, in the same spelling. */
export function keyName(e: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'key' | 'code'>): string {
  const parts: string[] = []
  if (e.ctrlKey || e.metaKey) parts.push('Mod')
  if (e.altKey) parts.push('Alt')
  if (e.shiftKey) parts.push('Shift')
  // Shifted digits arrive as symbols ('@'); the code keeps the digit.
  const key = /^Digit\d$/.test(e.code) ? e.code.slice(5) : e.key.length === 1 ? e.key.toLowerCase() : e.key
  parts.push(key)
  return parts.join('-')
}

/** 'Mod-Shift-3' → 'Ctrl+Shift+3', as menus and Keyboard Shortcuts show it. */
export function keyLabel(binding: string): string {
  return normKey(binding)
    .split('-')
    .map((p) => (p === 'Mod' ? 'Ctrl' : p.length === 1 ? p.toUpperCase() : p))
    .join('+')
}

/** Keys Chrome keeps for itself: a page never receives them, so no command may rely on them. */
export const BROWSER_RESERVED_KEYS: readonly string[] = ['Mod-n', 'Mod-t', 'Mod-w', 'Mod-Shift-n', 'Mod-Shift-t', 'Mod-Shift-w', 'Mod-Tab', 'Mod-Shift-Tab', 'Mod-q'].map(normKey)
