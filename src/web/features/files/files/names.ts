/** File names and ages as the file dialogs show them. */

export function validateFileName(input: string): string | null {
  const name = input.trim().replace(/\.nws$/i, '').trim()
  if (!name) return 'Please enter a file name'
  if (!/^[A-Za-z0-9 _()-]+$/.test(name)) return 'File name can only contain letters, numbers, spaces, hyphens, underscores, and parentheses'
  return null
}

/** The name as saved: trimmed, with the .nws extension added once. */
export function withExtension(input: string): string {
  return `${input.trim().replace(/\.nws$/i, '').trim()}.nws`
}

export function displayName(fileName: string): string {
  return fileName.replace(/\.nws$/i, '')
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'Untitled Screenplay 2026-11-21 23-05.nws' — sortable and valid under the name rule. */
export function defaultFileName(now = new Date()): string {
  return `Untitled Screenplay ${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}-${pad(now.getMinutes())}.nws`
}

/** Recent-file names: at most 40 characters, 37 plus an ellipsis. */
export function truncateName(name: string): string {
  return name.length > 40 ? `${name.slice(0, 37)}…` : name
}

/** Just now, N minutes ago, N hours ago, Yesterday, N days ago (up to 6), then the date. */
export function relativeAge(iso: string, now = new Date()): string {
  const then = new Date(iso)
  if (Number.isNaN(then.getTime())) return 'Invalid Date'
  const mins = Math.floor((now.getTime() - then.getTime()) / 60000)
  if (mins < 1) return 'Just now'
  if (mins < 60) return `${mins} minute${mins === 1 ? '' : 's'} ago`
  const hours = Math.floor(mins / 60)
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`
  const days = Math.floor(hours / 24)
  if (days === 1) return 'Yesterday'
  if (days <= 6) return `${days} days ago`
  return then.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
}
