/** Reads a chosen file's bytes; a plain "try again" when the browser cannot. */
export async function readFileBytes(file: Blob): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.arrayBuffer())
  } catch {
    throw new Error('Failed to read file. Please try again.')
  }
}

export function formatKB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}

/** Starts a download of bytes under a file name. */
export function downloadBytes(bytes: Uint8Array | string, fileName: string, mime: string) {
  const blob = new Blob([bytes as BlobPart], { type: mime })
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
