/**
 * Report items as a production office reads them once pages are locked: beside each numeric page
 * (the page's place in the printed script, what the figures count) the number the page prints
 * ("5A", "15-16"). While pages run freely the two are the same and the items are left as they are.
 */

interface Paged {
  pageNumber?: number
  pageNumbers?: readonly number[]
}

export type WithPageLabels<T> = T & { pageLabel?: string; pageLabels?: string[] }

/** `labels`: what each page prints, by page number - 1 (a report's `pageLabels`). */
export function withPageLabels<T extends Paged>(items: readonly T[], labels: readonly string[] | undefined): WithPageLabels<T>[] {
  if (!labels) return [...items]
  const label = (p: number) => labels[p - 1] ?? String(p)
  return items.map((it) => ({
    ...it,
    ...(it.pageNumber !== undefined && { pageLabel: label(it.pageNumber) }),
    ...(it.pageNumbers && { pageLabels: it.pageNumbers.map(label) }),
  }))
}
