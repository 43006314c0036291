import { describe, expect, it } from 'vitest'
import { hasFixtures, NO_FIXTURES_REASON, readFixtureText } from '../../../../tests/fixtures'
import { docToScript, scriptToDoc } from '../../document'
import { countPages, layoutScript } from '../../layout'
import type { Script } from '../../model'
import { scriptStatistics } from '../../stats'
import { parseFdx, writeFdx } from '.'

const doc = (body: string, extra: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<FinalDraft DocumentType="Script" Template="No" Version="4"><Content>${body}</Content>${extra}</FinalDraft>`
const setting = (type: string, spec: string, style = '') =>
  `<ElementSettings Type="${type}"><FontSpec Font="Courier Final Draft" Size="12" Style="${style}"/><ParagraphSpec ${spec}/></ElementSettings>`

const FILE = doc(
  [
    '<Paragraph Type="New Act" Alignment="Center"><Text>ACT ONE</Text></Paragraph>',
    '<Paragraph Type="Scene Heading"><Text>int. lab - night</Text></Paragraph>',
    '<Paragraph Type="Action" RightIndent="5.50" SpaceBefore="6"><Text>A narrow paragraph.</Text></Paragraph>',
    '<Paragraph Type="Character"><Text>McCLANE</Text></Paragraph>',
    '<Paragraph Type="Dialogue"><Text>Double spaced.</Text></Paragraph>',
    '<Paragraph Type="End of Act" Alignment="Center"><Text>END ACT ONE</Text></Paragraph>',
  ].join(''),
  [
    '<PageLayout TopMargin="72" BottomMargin="72"><PageSize Height="11.69" Width="8.27"/></PageLayout>',
    setting('Dialogue', 'Alignment="Left" FirstIndent="0.00" LeftIndent="2.25" RightIndent="6.00" SpaceBefore="0" Spacing="2" StartsNewPage="No"'),
    setting('Scene Heading', 'Alignment="Left" FirstIndent="0.00" LeftIndent="1.50" RightIndent="7.50" SpaceBefore="12" Spacing="1" StartsNewPage="No"', 'AllCaps'),
    setting('Action', 'Alignment="Left" FirstIndent="0.00" LeftIndent="1.50" RightIndent="7.50" SpaceBefore="12" Spacing="1" StartsNewPage="No"'),
    '<MoresAndContinueds><DialogueBreaks AutomaticCharacterContinueds="Yes" BottomOfPage="Yes" DialogueBottom="(more)" DialogueTop="(cont\'d)" TopOfNext="Yes"/></MoresAndContinueds>',
  ].join(''),
)

describe('Final Draft element styles', () => {
  const s = parseFdx(FILE)

  it('keeps the styles that differ from the default template, the paper, and the dialogue break texts', () => {
    expect(s.format).toEqual({
      pageSize: 'a4',
      styles: {
        Dialogue: { leftIndent: 2.25, rightIndent: 6, spaceBefore: 0, spacing: 2 },
        'Scene Heading': { leftIndent: 1.5, rightIndent: 7.5, spaceBefore: 12, spacing: 1, allCaps: true },
      },
      dialogueBreaks: { more: true, moreText: '(more)', contd: true, contdText: "(cont'd)" },
    })
  })

  it('keeps a paragraph\'s own indents and spacing, and act markers as printed elements', () => {
    expect(s.elements[2]).toEqual({ type: 'action', text: 'A narrow paragraph.', paragraph: { rightIndent: 5.5, spaceBefore: 6 } })
    expect(s.elements[0]).toEqual({ type: 'centered', text: 'ACT ONE', styleName: 'New Act' })
    expect(s.elements[5]).toEqual({ type: 'centered', text: 'END ACT ONE', styleName: 'End of Act' })
  })

  it('lays out, counts and prints with them', () => {
    const layout = layoutScript(s)
    const lines = layout.pages[0].lines.filter((l) => l.kind !== 'blank').map((l) => `${l.row}|${l.indent}|${l.text}`)
    // The act centred in 61 characters; the heading 1 line below (12 pt), the narrow action half a
    // line (6 pt), the cue 1 line, the double-spaced dialogue at 2.25 in costing 2 lines, then
    // End of Act 2 lines (24 pt) below. Capitals are the styles' (AllCaps), not the text's.
    expect(lines).toEqual(['0|27|ACT ONE', '2|0|INT. LAB - NIGHT', '3.5|0|A narrow paragraph.', '5.5|22|MCCLANE', '6.5|7.5|Double spaced.', '10.5|25|END ACT ONE'])
    expect(scriptStatistics(s).pages).toBe(1)
  })

  it('survive a Final Draft round trip', () => {
    expect(parseFdx(writeFdx(s))).toEqual(s)
  })

  it('survive the editor document (and so a .nws file)', () => {
    const back = docToScript(JSON.parse(JSON.stringify(scriptToDoc(s))), s.titlePage)
    expect(back).toEqual(s)
  })

  it('never take hostile stored values: indents off the paper and absurd spacing are dropped', () => {
    const d = scriptToDoc({ elements: [{ type: 'action', text: 'x' }] }) as ReturnType<typeof scriptToDoc>
    d.attrs = { format: { pageSize: 'a3', styles: { Action: { leftIndent: 9, rightIndent: 2, spaceBefore: 1e9, spacing: -1 }, Dialogue: { leftIndent: 2, rightIndent: 6, spaceBefore: -5, spacing: 99 } } } }
    const back: Script = docToScript(d)
    expect(back.format).toEqual({ styles: { Dialogue: { leftIndent: 2, rightIndent: 6, spaceBefore: 0, spacing: 1 } } })
  })
})

describe.skipIf(!hasFixtures)(`a non-default Final Draft template — ${hasFixtures ? 'present' : NO_FIXTURES_REASON}`, () => {
  it('mostly-genius: 52 pages from the .fdx, the same after a round trip through .fdx and the editor document', () => {
    const s = parseFdx(readFixtureText('pagination/jumpcut-mostly-genius', 'source.fdx'))
    expect(s.format?.styles?.Dialogue?.spacing).toBe(2)
    expect(countPages(s)).toBe(52)
    const viaFdx = parseFdx(writeFdx(s))
    expect(viaFdx).toEqual(s)
    expect(countPages(docToScript(JSON.parse(JSON.stringify(scriptToDoc(viaFdx)))))).toBe(52)
  })
})

describe('Final Draft text that must come through whole', () => {
  const p = (type: string, runs: string, attrs = '') => `<Paragraph Type="${type}"${attrs}>${runs}</Paragraph>`
  it('joins dual dialogue split across several <Text> runs without losing or doubling a character', () => {
    const s = parseFdx(
      doc(
        `<Paragraph Type="General"><DualDialogue>${p('Character', '<Text>STE</Text><Text>EL</Text>')}${p('Dialogue', '<Text>Screw </Text><Text Style="Bold">retire</Text><Text>ment.</Text>')}` +
          `${p('Character', '<Text>BRICK</Text>')}${p('Dialogue', '<Text>Screw</Text><Text> retirement.</Text>')}</DualDialogue><Text></Text></Paragraph>`,
        '',
      ),
    )
    expect(s.elements).toEqual([
      { type: 'character', text: 'STEEL', dual: 'left' },
      { type: 'dialogue', text: 'Screw retirement.', styles: [{ start: 6, end: 12, style: 'bold' }], dual: 'left' },
      { type: 'character', text: 'BRICK', dual: 'right' },
      { type: 'dialogue', text: 'Screw retirement.', dual: 'right' },
    ])
    expect(parseFdx(writeFdx(s))).toEqual(s)
  })

  it('keeps THE END centred and a lyric\'s line breaks, there and back', () => {
    const s = parseFdx(doc(p('Character', '<Text>ANNA</Text>') + p('Lyric', '<Text>Row row row\nyour boat</Text>') + p('Action', '<Text Style="Underline">THE END</Text>', ' Alignment="Center"'), ''))
    expect(s.elements.slice(1)).toEqual([
      { type: 'lyrics', text: 'Row row row\nyour boat' },
      { type: 'centered', text: 'THE END', styles: [{ start: 0, end: 7, style: 'underline' }] },
    ])
    expect(parseFdx(writeFdx(s))).toEqual(s)
    const printed = layoutScript(s).pages[0].lines.filter((l) => l.kind === 'lyrics').map((l) => l.text)
    expect(printed).toEqual(['Row row row', 'your boat'])
  })

  it('reads centred title-page lines made of several runs as one line each', () => {
    const c = (runs: string) => `<Paragraph Alignment="Center">${runs}</Paragraph>`
    const s = parseFdx(doc(p('Action', '<Text>x</Text>'), `<TitlePage><Content>${c('<Text>THE </Text><Text Style="Bold">SIGNAL</Text>')}${c('<Text></Text>')}${c('<Text>Written </Text><Text>by</Text>')}${c('<Text>Ann</Text><Text> Lee</Text>')}</Content></TitlePage>`))
    expect(s.titlePage).toMatchObject({ title: 'THE SIGNAL', credit: 'Written by', author: 'Ann Lee' })
  })
})
