import { test, expect, type Page } from './test'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { giveConsent, menu, openEditor } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const SETTINGS = (dialogue: { spacing: number; left: number; right: number }) => `<ElementSettings Type="Scene Heading">
<FontSpec Style="AllCaps" /><ParagraphSpec Alignment="Left" FirstIndent="0.00" LeftIndent="1.50" RightIndent="7.50" SpaceBefore="24" Spacing="1" StartsNewPage="No" />
</ElementSettings>
<ElementSettings Type="Action">
<FontSpec Style="" /><ParagraphSpec Alignment="Left" FirstIndent="0.00" LeftIndent="1.50" RightIndent="7.50" SpaceBefore="12" Spacing="1" StartsNewPage="No" />
</ElementSettings>
<ElementSettings Type="Character">
<FontSpec Style="AllCaps" /><ParagraphSpec Alignment="Left" FirstIndent="0.00" LeftIndent="3.50" RightIndent="7.25" SpaceBefore="12" Spacing="1" StartsNewPage="No" />
</ElementSettings>
<ElementSettings Type="Dialogue">
<FontSpec Style="" /><ParagraphSpec Alignment="Left" FirstIndent="0.00" LeftIndent="${dialogue.left.toFixed(2)}" RightIndent="${dialogue.right.toFixed(2)}" SpaceBefore="0" Spacing="${dialogue.spacing}" StartsNewPage="No" />
</ElementSettings>`

/** A script of `scenes` scenes, each a heading, a line of action and a three-line speech. */
function fdx(scenes: number, settings: string): string {
  const paras: string[] = []
  for (let i = 1; i <= scenes; i++) {
    paras.push(`<Paragraph Type="Scene Heading"><Text>INT. ROOM ${i} - NIGHT</Text></Paragraph>`)
    paras.push(`<Paragraph Type="Action"><Text>Mara crosses to the window and looks down at the empty street below.</Text></Paragraph>`)
    paras.push(`<Paragraph Type="Character"><Text>MARA</Text></Paragraph>`)
    paras.push(
      `<Paragraph Type="Dialogue"><Text>I told you the car would be gone by now, and you said it would wait, and here we are with nothing but the rain for company.</Text></Paragraph>`,
    )
  }
  return `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>
<FinalDraft DocumentType="Script" Template="No" Version="5">
<Content>
${paras.join('\n')}
</Content>
<ElementSettings Type="General"><ParagraphSpec LeftIndent="1.50" RightIndent="7.50" SpaceBefore="0" Spacing="1" /></ElementSettings>
${settings}
</FinalDraft>`
}

/** What `nightwriter stats` says the file's page count is. */
function cliPages(name: string, text: string): number {
  const file = join(mkdtempSync(join(tmpdir(), 'nw-fdx-')), name)
  writeFileSync(file, text)
  const out = execFileSync(process.execPath, ['bin/nightwriter.cjs', 'stats', file, '--json'], { encoding: 'utf8' })
  return (JSON.parse(out) as { pages: number }).pages
}

async function importFdx(page: Page, name: string, text: string) {
  await menu(page, 'File', 'Import', 'Final Draft (.fdx)')
  const dialog = page.getByRole('dialog', { name: 'Import Final Draft (.fdx)' })
  await dialog.getByLabel('Choose a file to import').setInputFiles({ name, mimeType: 'application/xml', buffer: Buffer.from(text) })
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toHaveCount(0)
}

test("a Final Draft file's own element styles paginate in the browser as the CLI paginates them, and survive a reload", async ({ page }) => {
  const styled = fdx(40, SETTINGS({ spacing: 2, left: 2.25, right: 6.0 }))
  const plain = fdx(40, SETTINGS({ spacing: 1, left: 2.5, right: 6.0 }))
  const styledPages = cliPages('styled.fdx', styled)
  const plainPages = cliPages('plain.fdx', plain)
  // Double-spaced, narrower dialogue takes clearly more pages: the two counts tell the styles apart.
  expect(styledPages).toBeGreaterThan(plainPages + 3)

  // Replacing the script asks first; the writer says yes each time.
  page.on('dialog', (d) => void d.accept())
  await openEditor(page)
  await importFdx(page, 'styled.fdx', styled)
  await expect(page.getByTestId('status-page')).toHaveText(new RegExp(` of ${styledPages}$`))
  // Go To reaches the last of those pages.
  await page.keyboard.press('Control+g')
  const goTo = page.getByRole('dialog', { name: 'Go To' })
  await goTo.getByLabel('Number').fill(String(styledPages))
  await page.keyboard.press('Enter')
  await expect(goTo).toHaveCount(0)
  await expect(page.getByTestId('status-page')).toHaveText(`Page ${styledPages} of ${styledPages}`)

  // The styles are the script's own: a reload brings them back with it.
  await page.reload()
  await page.locator('.ProseMirror').waitFor()
  await expect(page.getByTestId('status-page')).toHaveText(new RegExp(` of ${styledPages}$`))

  // A file in the default styles paginates as the CLI says too.
  await importFdx(page, 'plain.fdx', plain)
  await expect(page.getByTestId('status-page')).toHaveText(new RegExp(` of ${plainPages}$`))
  // Undo of the import brings the earlier script back in its own styles.
  await page.locator('.ProseMirror').click()
  await page.keyboard.press('Control+z')
  await expect(page.getByTestId('status-page')).toHaveText(new RegExp(` of ${styledPages}$`))
})
