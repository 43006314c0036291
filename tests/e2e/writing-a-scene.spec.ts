import { test, expect } from './test'
import { blocks, blockTypes, EDITOR, expectStatus, giveConsent, openEditor } from './helpers'

test.describe('a new writer types a short scene', () => {
  test('Enter, Tab, Ctrl+number and the auto-conversions give the right elements, and reload restores them', async ({ page, context, baseURL }) => {
    await openEditor(page)
    // The consent banner is shown to a first-time visitor; accepting enables saving.
    await page.getByRole('button', { name: 'Accept' }).click()
    await page.locator(EDITOR).click()

    const kb = page.keyboard
    await kb.type('int. kitchen - day') // INT. alone at the start → scene heading
    await expectStatus(page, 'Scene Heading')
    await kb.press('Enter') // scene heading → action
    await kb.type('Rain hammers the window.')
    await kb.press('Tab') // action → character
    await kb.type('Mary')
    await kb.press('Tab') // character → parenthetical, parentheses supplied
    await kb.type('quietly')
    await kb.press('Enter') // before ')' counts as the end → dialogue
    await kb.type('It never stops.')
    await kb.press('Enter') // dialogue → character
    await kb.type('Bob')
    await kb.press('Enter') // character → dialogue
    await kb.type('Then we stay in.')
    await kb.press('Enter') // → character
    await kb.type('CUT TO:') // known transition → transition
    await kb.press('Enter') // transition → scene heading
    await kb.type('EXT. GARDEN - NIGHT')
    await kb.press('Enter')
    await kb.type('A fox.')
    await kb.press('Control+7') // Ctrl+7 = Shot
    await expect.poll(() => blockTypes(page)).toContain('shot')
    await kb.press('Enter')
    await kb.type('(') // '(' in an empty action → parenthetical
    await expectStatus(page, 'Parenthetical')
    await kb.press('Control+2') // Ctrl+2 = Action (empty parenthetical becomes an empty action)
    await kb.type('> fade out.') // '> text' → uppercased transition

    const expected: [string, string][] = [
      ['sceneHeading', 'INT. kitchen - day'],
      ['action', 'Rain hammers the window.'],
      ['character', 'Mary'],
      ['parenthetical', '(quietly)'],
      ['dialogue', 'It never stops.'],
      ['character', 'Bob'],
      ['dialogue', 'Then we stay in.'],
      ['transition', 'CUT TO:'],
      ['sceneHeading', 'EXT. GARDEN - NIGHT'],
      ['shot', 'A fox.'],
      ['transition', 'Fade out.'],
    ]
    await expect.poll(() => blocks(page)).toEqual(expected)
    // Scene containers: each heading opens one.
    await expect(page.locator(`${EDITOR} > [data-type="scene"]`)).toHaveCount(2)
    // Scene headings, characters and transitions show in capitals.
    await expect(page.locator('[data-type="character"]').first()).toHaveCSS('text-transform', 'uppercase')
    expect(await page.locator('[data-type="transition"]').last().innerText()).toBe('FADE OUT.')
    // The sidebar lists the scenes, numbered.
    await expect(page.locator('.nw-scene-list li')).toHaveText(['01. INT. KITCHEN - DAY', '02. EXT. GARDEN - NIGHT'])

    // Kept in the browser 2 s after the last change; wait for that copy, then reload.
    await expect.poll(() => savedCopy(page), { timeout: 8000 }).toContain('Fade out.')
    await page.reload()
    await page.locator(EDITOR).waitFor()
    await expect.poll(() => blocks(page)).toEqual(expected)
    await expect(page.getByRole('dialog', { name: 'Cookie consent' })).toHaveCount(0)
    expect((await context.cookies(baseURL)).find((c) => c.name === 'cookieConsent')?.value).toBe('true')
  })

  test('the status bar says what Enter and Tab will do', async ({ page, context, baseURL }) => {
    await giveConsent(context, baseURL!)
    await openEditor(page)
    await page.keyboard.type('Somebody runs.')
    await expectStatus(page, 'Action')
    await expect(page.getByTestId('status-enter')).toHaveText('Enter → Action')
    await expect(page.getByTestId('status-tab')).toHaveText('Tab → Character')
    await page.keyboard.press('Tab')
    await expectStatus(page, 'Character')
    await expect(page.getByTestId('status-enter')).toHaveText('Enter → Select Element') // empty: Enter opens the menu
    await expect(page.getByTestId('status-tab')).toHaveText('Tab → Action')
    await page.keyboard.type('Ann')
    await expect(page.getByTestId('status-enter')).toHaveText('Enter → Dialogue')
    await expect(page.getByTestId('status-tab')).toHaveText('Tab → Parenthetical')
  })
})

test.describe('without consent', () => {
  test('nothing persists: no cookie, no storage, and a reload starts empty', async ({ page, context, baseURL }) => {
    await openEditor(page)
    await expect(page.getByRole('dialog', { name: 'Cookie consent' })).toBeVisible()
    await page.getByRole('button', { name: 'Basic editor only' }).click()
    await page.locator(EDITOR).click()
    await page.keyboard.type('EXT. BEACH - DAY')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Waves.')
    await page.waitForTimeout(2600) // longer than the save delay
    await expect(page.getByText('Enable Full Features')).toBeVisible()
    const stored = await page.evaluate(async () => {
      const dbs = await indexedDB.databases()
      return { local: Object.keys(localStorage), dbs: dbs.map((d) => d.name) }
    })
    expect(stored.local).toEqual([])
    expect(stored.dbs).not.toContain('nightwriter')
    await page.reload()
    await page.locator(EDITOR).waitFor()
    await expect.poll(() => blocks(page)).toEqual([['action', '']])
    expect((await context.cookies(baseURL)).some((c) => c.name === 'cookieConsent')).toBe(false)
  })

  test("'Enable Full Features' clears consent and reloads", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'cookieConsent', value: 'false', url: baseURL! }])
    await openEditor(page)
    await page.getByRole('button', { name: 'Basic editor only' }).click()
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Enable Full Features' }).click()])
    expect((await context.cookies(baseURL)).some((c) => c.name === 'cookieConsent')).toBe(false)
    await expect(page.getByRole('dialog', { name: 'Cookie consent' })).toBeVisible()
  })
})

/** The browser's saved copy, read without creating the database or holding it open. */
async function savedCopy(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'nightwriter')) return ''
    return new Promise<string>((resolve) => {
      const req = indexedDB.open('nightwriter')
      req.onsuccess = () => {
        const db = req.result
        if (!db.objectStoreNames.contains('kv')) return db.close(), resolve('')
        const g = db.transaction('kv').objectStore('kv').get('current-document')
        g.onsuccess = () => (db.close(), resolve(JSON.stringify(g.result ?? null)))
      }
    })
  })
}
