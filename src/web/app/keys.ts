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
  parts.push(physicalKey(e))
  return parts.join('-')
}

/**
 * The key as bindings name it. A digit is read from its place on the keyboard: shifted it types a
 * symbol ('%'), and on AZERTY the digits need Shift at all. A letter held with Shift or Alt is read
 * from its place too (Option+S types 'ß' on a Mac; AZERTY and QWERTZ move letters); held alone or
 * with Ctrl it is the letter the keyboard prints, as writers expect of Ctrl+Z.
 */
function physicalKey(e: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'key' | 'code'>): string {
  if (/^Digit\d$/.test(e.code)) return e.code.slice(5)
  if ((e.altKey || e.shiftKey) && /^Key[A-Z]$/.test(e.code)) return e.code.slice(3).toLowerCase()
  return e.key.length === 1 ? e.key.toLowerCase() : e.key
}

/** 'Mod-Shift-3' → 'Ctrl+Shift+3', as menus and Keyboard Shortcuts show it. */
export function keyLabel(binding: string): string {
  return normKey(binding)
    .split('-')
    .map((p) => (p === 'Mod' ? 'Ctrl' : p.length === 1 ? p.toUpperCase() : p.replace(/^Arrow/, '')))
    .join('+')
}

/** Keys Chrome keeps for itself: a page never receives them, so no command may rely on them. */
export const BROWSER_RESERVED_KEYS: readonly string[] = ['Mod-n', 'Mod-t', 'Mod-w', 'Mod-Shift-n', 'Mod-Shift-t', 'Mod-Shift-w', 'Mod-Tab', 'Mod-Shift-Tab', 'Mod-q'].map(normKey)
