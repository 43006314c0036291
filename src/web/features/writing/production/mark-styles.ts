/**
 * How the page view shows production data, as one small style sheet made from the script's sets:
 * scene numbers in both margins of each numbered heading, each revised paragraph's mark at
 * 7.75 in (a numbered heading's after its right-hand number), and a thin band at the page's right
 * edge beside revised scenes in the set's colour.
 * Rebuilt only when the sets or the display change, so typing costs nothing here; the blocks carry
 * their set as `data-revision` and their number as `data-scenenumber`, and each scene the sets its
 * paragraphs carry as `data-revised` (block-view.ts).
 */
import type { Production } from '../../../../screenplay/model'
import type { MarkDisplay } from '../../../../screenplay/production'

/** A CSS string literal. */
const str = (s: string) => JSON.stringify(s)

export function productionCss(production: Production, display: MarkDisplay, numbers: boolean): string {
  const rules: string[] = []
  if (numbers) {
    rules.push(
      '.nw-editor .nw-sceneHeading[data-scenenumber] { position: relative; }',
      // The heading's box starts at 1.5 in and is 6.1 in wide: left number at 0.75 in, right one ending at 7.38 in.
      '.nw-editor .nw-sceneHeading[data-scenenumber]::before { content: attr(data-scenenumber); position: absolute; left: -0.75in; }',
      '.nw-editor .nw-sceneHeading[data-scenenumber]::after { content: attr(data-scenenumber); position: absolute; right: 0.22in; }',
    )
  }
  const sets = display === 'none' ? [] : display === 'current' ? production.revisionSets.filter((s) => s.id === production.activeRevision) : production.revisionSets
  for (const s of sets) {
    const sel = `.nw-editor .nw-el[data-revision="${s.id}"]`
    rules.push(`${sel} { position: relative; }`)
    rules.push(`${sel}::after { content: ${str(s.mark)}; position: absolute; top: 0; left: calc(7.75in - 1.5in - var(--nw-x, 0in)); }`)
    if (numbers) {
      // A numbered heading's right-hand number is its ::after too: the number, then the mark at
      // 7.75 in (0.37 in past the number's end at 7.38 in: one space widened to that gap).
      rules.push(
        `.nw-editor .nw-sceneHeading[data-scenenumber][data-revision="${s.id}"]::after { content: attr(data-scenenumber) " " ${str(s.mark)}; left: auto; right: calc(0.22in - 0.37in - ${s.mark.length}ch); white-space: pre; word-spacing: calc(0.37in - 1ch); }`,
      )
    }
    const band = s.color === '#FFFFFF' ? '#C8C8C8' : s.color
    rules.push(`.nw-editor .nw-scene[data-revised~="${s.id}"] { background-image: linear-gradient(to left, ${band} 0 6px, transparent 6px); }`)
  }
  return rules.join('\n')
}
