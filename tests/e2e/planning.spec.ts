import { test, expect, type Page } from './test'
import { readFileSync } from 'node:fs'
import { EDITOR, giveConsent, menu, openEditor } from './helpers'
import { fakeRequests, fakeRule, seedSettings, testKey } from './ai-helpers'
import { waitForSavedCopy } from '../support/saved-copy'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const RTL = 'שלום مرحبا'
const EMOJI = '🎬🦄'

async function openConcept(page: Page) {
  await menu(page, 'Script', 'Movie Concept')
  const dialog = page.getByRole('dialog', { name: 'Movie Concept' })
  await expect(dialog).toBeVisible()
  return dialog
}

// The saved file is read field by field; a loose JSON type keeps the checks short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>

async function saveToComputer(page: Page): Promise<Json> {
  const download = page.waitForEvent('download')
  await menu(page, 'File', 'Save to Computer...')
  const file = await download
  return JSON.parse(readFileSync((await file.path())!, 'utf8'))
}

test.describe('movie concept', () => {
  test.beforeEach(async ({ page }) => {
    // Save to Computer downloads the file when the browser offers no file pickers.
    await page.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).showSaveFilePicker
      delete (window as unknown as Record<string, unknown>).showOpenFilePicker
    })
  })

  test('a concept filled, saved, reopened and found in the .nws saved to the computer', async ({ page }) => {
    await openEditor(page)
    let dialog = await openConcept(page)
    await dialog.getByRole('textbox', { name: 'Movie Idea', exact: true }).fill(`A lighthouse keeper finds a ghost ship ${EMOJI} ${RTL}`)
    await dialog.getByRole('textbox', { name: 'Protagonist + Goal + Obstacle', exact: true }).fill('A keeper must reach the ship before the storm')
    await dialog.getByRole('textbox', { name: 'Logline', exact: true }).fill('When a ghost ship runs aground, a lonely keeper must face her past.')
    await dialog.getByRole('tab', { name: 'Story Structure' }).click()
    await expect(dialog.getByTestId('archetype-hint')).toHaveText('Choose a story archetype to see which genres fit it.')
    await dialog.getByRole('radio', { name: 'Castaway' }).check()
    await expect(dialog.getByTestId('archetype-hint')).toHaveText('Genres that work well with Castaway: Adventure, Drama, Science Fiction, Thriller')
    await dialog.getByRole('checkbox', { name: 'Musical' }).check()
    await expect(dialog.getByText('Consider adding one of these genres that work well with Castaway: Adventure, Drama, Science Fiction')).toBeVisible()
    await dialog.getByRole('checkbox', { name: 'Musical' }).uncheck()
    await dialog.getByRole('checkbox', { name: 'Horror' }).check()
    await dialog.getByRole('checkbox', { name: 'Drama' }).check()
    await expect(dialog.getByText(/Consider adding/)).toHaveCount(0)
    await dialog.getByRole('tab', { name: 'Themes' }).click()
    await dialog.getByRole('textbox', { name: 'Themes', exact: true }).fill('Solitude')
    await dialog.getByRole('textbox', { name: 'Themes', exact: true }).press('Enter')
    // Suggested: Horror's five first.
    const suggested = dialog.getByRole('list', { name: 'Suggested themes' }).locator('.nw-plan-chip-btn')
    await expect(suggested).toHaveCount(8)
    await expect(suggested.first()).toHaveText('Fear of the Unknown')
    await suggested.first().click()
    await expect(dialog.getByRole('list', { name: 'Chosen themes' }).getByRole('listitem')).toHaveText(['Solitude', 'Fear of the Unknown'])
    await expect(suggested.first()).toHaveText('Survival')
    // A theme already there is not added twice.
    await dialog.getByRole('textbox', { name: 'Themes', exact: true }).fill('solitude')
    await dialog.getByRole('textbox', { name: 'Themes', exact: true }).press('Enter')
    await expect(dialog.getByText('This theme is already added')).toBeVisible()
    await dialog.getByRole('button', { name: 'Save Movie Concept' }).click()
    await expect(dialog).toHaveCount(0)

    dialog = await openConcept(page)
    await expect(dialog.getByRole('textbox', { name: 'Movie Idea', exact: true })).toHaveValue(`A lighthouse keeper finds a ghost ship ${EMOJI} ${RTL}`)
    await expect(dialog.getByRole('textbox', { name: 'Logline', exact: true })).toHaveValue('When a ghost ship runs aground, a lonely keeper must face her past.')
    await dialog.getByRole('tab', { name: 'Story Structure' }).click()
    await expect(dialog.getByRole('radio', { name: 'Castaway' })).toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: 'Horror' })).toBeChecked()
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    const nws = await saveToComputer(page)
    expect(nws.movieConcept).toMatchObject({
      movieIdea: `A lighthouse keeper finds a ghost ship ${EMOJI} ${RTL}`,
      protagonistGoalObstacle: 'A keeper must reach the ship before the storm',
      logline: 'When a ghost ship runs aground, a lonely keeper must face her past.',
      storyArchetype: 'Castaway',
      genres: ['Horror', 'Drama'],
      themes: ['Solitude', 'Fear of the Unknown'],
    })
    expect(nws.movieConcept.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(nws.movieConcept.updatedAt).toBe(nws.movieConcept.createdAt)
  })

  test('over-long and pasted megabyte fields: messages, Save disabled, and Cancel keeps the saved concept', async ({ page }) => {
    await openEditor(page)
    const dialog = await openConcept(page)
    const save = dialog.getByRole('button', { name: 'Save Movie Concept' })
    await dialog.getByRole('textbox', { name: 'Logline', exact: true }).fill('x'.repeat(301))
    await expect(dialog.getByText('Logline should be less than 300 characters')).toBeVisible()
    await expect(save).toBeDisabled()
    await dialog.getByRole('textbox', { name: 'Logline', exact: true }).fill(EMOJI.repeat(150)) // 300 characters, 600 UTF-16 units
    await expect(save).toBeEnabled()
    await dialog.getByRole('textbox', { name: 'Movie Idea', exact: true }).fill('m'.repeat(1_000_000))
    await expect(dialog.getByText('Movie idea should be less than 500 characters')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Protagonist + Goal + Obstacle', exact: true }).fill(RTL.repeat(60))
    await expect(dialog.getByText('Protagonist/Goal/Obstacle should be less than 500 characters')).toBeVisible()
    await expect(save).toBeDisabled()
    await dialog.getByRole('tab', { name: 'Themes' }).click()
    await dialog.getByRole('textbox', { name: 'Themes', exact: true }).fill('t'.repeat(101))
    await dialog.getByRole('textbox', { name: 'Themes', exact: true }).press('Enter')
    await expect(dialog.getByText('Theme should be less than 100 characters')).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)
    const nws = await saveToComputer(page)
    expect(nws.movieConcept ?? null).toBeNull()
  })
})

test.describe('AI in the movie concept', () => {
  test('an AI logline is picked into the field; Generate More and Close work', async ({ page }) => {
    const key = testKey('logline')
    await seedSettings(page, { apiKey: key })
    await fakeRule({ match: key, reply: { kind: 'json', value: { loglines: [{ logline: 'A keeper must choose between the light and the dead.' }, { logline: `A ghost ship ${EMOJI} brings back ${RTL}.` }] } } })
    await openEditor(page)
    const dialog = await openConcept(page)
    // No idea yet: a toast, and nothing is sent.
    await dialog.getByRole('button', { name: 'Generate Loglines' }).click()
    await expect(page.getByTestId('toast')).toContainText('Movie Idea Required')
    await expect(page.getByTestId('toast')).toContainText('Please enter your movie idea first. The AI needs the core concept to generate loglines.')
    expect((await fakeRequests()).filter((r) => r.apiKey === key)).toHaveLength(0)

    await dialog.getByRole('textbox', { name: 'Movie Idea', exact: true }).fill('A lighthouse keeper and a ghost ship')
    await dialog.getByRole('button', { name: 'Generate Loglines' }).click()
    const panel = dialog.getByRole('region', { name: 'Loglines' })
    await expect(panel.getByRole('button', { name: /light and the dead/ })).toBeVisible()
    await panel.getByRole('button', { name: 'Generate More' }).click()
    await expect(panel.getByRole('listitem')).toHaveCount(4)
    await panel.getByRole('button', { name: /light and the dead/ }).first().click()
    await expect(panel).toHaveCount(0)
    await expect(dialog.getByRole('textbox', { name: 'Logline', exact: true })).toHaveValue('A keeper must choose between the light and the dead.')
    const sent = (await fakeRequests()).filter((r) => r.apiKey === key)
    expect(sent).toHaveLength(2)
    expect(sent[0].prompt).toContain('A lighthouse keeper and a ghost ship')
  })

  test('an answer of the wrong shape shows the failure text and changes nothing', async ({ page }) => {
    const key = testKey('shape')
    await seedSettings(page, { apiKey: key })
    await fakeRule({ match: key, reply: { kind: 'json', value: { ideas: [{ idea: 'not a logline', genre: 'Drama' }] } } })
    await openEditor(page)
    const dialog = await openConcept(page)
    await dialog.getByRole('textbox', { name: 'Movie Idea', exact: true }).fill('A lighthouse keeper')
    await dialog.getByRole('textbox', { name: 'Logline', exact: true }).fill('My own logline.')
    await dialog.getByRole('button', { name: 'Generate Loglines' }).click()
    await expect(dialog.getByRole('region', { name: 'Loglines' }).getByRole('alert')).toHaveText('Failed to generate loglines. Please try again.')
    await expect(dialog.getByRole('textbox', { name: 'Logline', exact: true })).toHaveValue('My own logline.')
  })

  test('a key that does not start with AIzaSy sends nothing', async ({ page }) => {
    await seedSettings(page, { apiKey: 'sk-not-a-google-key-planning' })
    await openEditor(page)
    const dialog = await openConcept(page)
    await dialog.getByRole('textbox', { name: 'Movie Idea', exact: true }).fill('A lighthouse keeper')
    await dialog.getByRole('button', { name: 'Expand Idea' }).click()
    await expect(page.getByTestId('toast')).toContainText('API Key Required')
    expect((await fakeRequests()).filter((r) => r.apiKey === 'sk-not-a-google-key-planning')).toHaveLength(0)
  })
})

function character(over: Record<string, string>) {
  return { name: '', role: 'Supporting', archetype: 'Mentor', age: '50', sex: 'Female', description: 'A steady hand.', characterArc: 'Learns to let go.', relationships: 'Mentor to the lead', flaw: 'Stubborn', want: 'Peace and quiet', need: 'Connection', lie: 'Alone is safer', ghost: 'Lost a ship', ...over }
}

test.describe('characters', () => {
  test('a duplicate character name is refused with the exact message; the cast is saved with the project', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).showSaveFilePicker
    })
    await openEditor(page)
    await menu(page, 'Script', 'Characters')
    const dialog = page.getByRole('dialog', { name: 'Characters' })
    await expect(dialog.getByText('No Characters Yet')).toBeVisible()
    await dialog.getByRole('button', { name: 'Add Character' }).click()
    const form = page.getByRole('form', { name: 'Add Character' })
    await form.getByRole('textbox', { name: 'Name' }).fill('Maria Lopez')
    await form.getByRole('combobox', { name: 'Role', exact: true }).fill('Protagonist')
    await form.getByRole('textbox', { name: 'Flaw', exact: true }).fill('bad')
    await form.getByRole('button', { name: 'Add Character' }).click()
    await expect(form.getByText('Flaw should be at least 5 characters long')).toBeVisible()
    await expect(form.getByText('Please fix the errors above before saving the character.')).toBeVisible()
    // Any edit clears the error display.
    await form.getByRole('textbox', { name: 'Flaw', exact: true }).fill('Trusts no one')
    await expect(form.getByText('Please fix the errors above before saving the character.')).toHaveCount(0)
    await form.getByRole('button', { name: 'Add Character' }).click()
    const list = page.getByRole('dialog', { name: 'Characters' })
    await expect(list.getByRole('listitem', { name: 'Maria Lopez' })).toContainText('Protagonist')
    await expect(list.getByTestId('character-count')).toHaveText('1 character')

    await list.getByRole('button', { name: 'Add Character' }).click()
    await form.getByRole('textbox', { name: 'Name' }).fill('  maria LOPEZ ')
    await form.getByRole('button', { name: 'Add Character' }).click()
    await expect(form.getByText('A character with this name already exists')).toBeVisible()
    await form.getByRole('button', { name: 'Cancel' }).click()
    await expect(list.getByTestId('character-count')).toHaveText('1 character')

    const events = page.evaluate(() => new Promise<boolean>((r) => window.addEventListener('character-data-updated', () => r(true), { once: true })))
    await list.getByRole('button', { name: 'Save Characters' }).click()
    expect(await events).toBe(true)

    // The planned name is offered in a character cue.
    await page.locator(EDITOR).click()
    await page.keyboard.press('Control+3')
    await page.keyboard.type('MAR')
    await expect(page.getByTestId('autocomplete')).toContainText('MARIA LOPEZ')
    await page.keyboard.press('Escape')

    const nws = await saveToComputer(page)
    expect(nws.characters.characters).toHaveLength(1)
    expect(nws.characters.characters[0]).toMatchObject({ name: 'Maria Lopez', role: 'Protagonist', flaw: 'Trusts no one' })
    expect(nws.characters.characters[0].createdAt).toBe(nws.characters.characters[0].updatedAt)
  })

  test('generated characters are added in a batch, invalid and duplicate ones skipped', async ({ page }) => {
    const key = testKey('cast')
    await seedSettings(page, { apiKey: key })
    await fakeRule({
      match: key,
      reply: {
        kind: 'json',
        value: {
          characters: [
            character({ name: 'Ada Quill', role: 'Protagonist' }),
            character({ name: '' }),
            character({ name: 'Bram Stoke', role: 'Antagonist' }),
            character({ name: 'ada quill' }),
            character({ name: 'Tiny Flaw', flaw: 'no' }),
            character({ name: `Zoë ${EMOJI} ${RTL}` }),
          ],
        },
      },
    })
    await openEditor(page)
    await menu(page, 'Script', 'Characters')
    let dialog = page.getByRole('dialog', { name: 'Characters' })
    // Without a story archetype the button is off.
    await expect(dialog.getByRole('button', { name: 'Generate with AI' })).toBeDisabled()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    const concept = await openConcept(page)
    await concept.getByRole('tab', { name: 'Story Structure' }).click()
    await concept.getByRole('radio', { name: 'Castaway' }).check()
    await concept.getByRole('button', { name: 'Save Movie Concept' }).click()

    await menu(page, 'Script', 'Characters')
    dialog = page.getByRole('dialog', { name: 'Characters' })
    await dialog.getByRole('button', { name: 'Generate with AI' }).click()
    await expect(page.getByTestId('toast')).toContainText('Characters Generated')
    await expect(page.getByTestId('toast')).toContainText('Generated 3 characters based on your story archetype.')
    await expect(dialog.getByRole('listitem')).toHaveCount(3)
    await expect(dialog.getByRole('listitem').nth(0)).toContainText('Ada Quill')
    await expect(dialog.getByRole('listitem').nth(1)).toContainText('Antagonist')
    await expect(dialog.getByRole('listitem').nth(2)).toContainText(`Zoë ${EMOJI} ${RTL}`)
    const sent = (await fakeRequests()).filter((r) => r.apiKey === key)
    expect(sent).toHaveLength(1)
    expect(sent[0].prompt).toContain('Castaway')
  })

  test('a generated cast where none is valid adds nothing and says so', async ({ page }) => {
    const key = testKey('none')
    await seedSettings(page, { apiKey: key })
    await fakeRule({ match: key, reply: { kind: 'json', value: { characters: [character({ name: '' }), character({ name: 'X', want: 'no' })] } } })
    await openEditor(page)
    const concept = await openConcept(page)
    await concept.getByRole('tab', { name: 'Story Structure' }).click()
    await concept.getByRole('radio', { name: 'Detective' }).check()
    await concept.getByRole('button', { name: 'Save Movie Concept' }).click()
    await menu(page, 'Script', 'Characters')
    const dialog = page.getByRole('dialog', { name: 'Characters' })
    await dialog.getByRole('button', { name: 'Generate with AI' }).click()
    await expect(page.getByTestId('toast')).toContainText('Error Adding Characters')
    await expect(page.getByTestId('toast')).toContainText('No characters could be added - validation failed for all characters')
    await expect(dialog.getByText('No Characters Yet')).toBeVisible()
  })
})

test('locations: required name, duplicate refused, saved with the event', async ({ page }) => {
  await openEditor(page)
  await menu(page, 'Script', 'Locations')
  const dialog = page.getByRole('dialog', { name: 'Locations' })
  await dialog.getByRole('button', { name: 'Add Location' }).click()
  const form = page.getByRole('form', { name: 'Add Location' })
  await form.getByRole('button', { name: 'Add Location' }).click()
  await expect(form.getByText('Location name is required')).toBeVisible()
  await expect(form.getByText('Please fix the errors above before saving the location.')).toBeVisible()
  await form.getByRole('textbox', { name: 'Name' }).fill('Lighthouse')
  await form.getByRole('textbox', { name: 'Notes', exact: true }).fill('n'.repeat(1001))
  await form.getByRole('button', { name: 'Add Location' }).click()
  await expect(form.getByText('Notes should be less than 1000 characters')).toBeVisible()
  await form.getByRole('textbox', { name: 'Notes', exact: true }).fill('Open at dawn only')
  await form.getByRole('button', { name: 'Add Location' }).click()
  await dialog.getByRole('button', { name: 'Add Location' }).click()
  await form.getByRole('textbox', { name: 'Name' }).fill('LIGHTHOUSE')
  await form.getByRole('button', { name: 'Add Location' }).click()
  await expect(form.getByText('A location with this name already exists')).toBeVisible()
  await form.getByRole('button', { name: 'Cancel' }).click()
  const events = page.evaluate(() => new Promise<boolean>((r) => window.addEventListener('location-data-updated', () => r(true), { once: true })))
  await dialog.getByRole('button', { name: 'Save Locations' }).click()
  expect(await events).toBe(true)
})

test('theme structure: a short beat is refused with its label; an AI suggestion replaces the text', async ({ page }) => {
  const key = testKey('beat')
  await seedSettings(page, { apiKey: key })
  await fakeRule({ match: key, reply: { kind: 'json', value: { suggestions: [{ suggestion: 'She finally lets the ship go, and the light with it.' }] } } })
  await openEditor(page)
  await menu(page, 'Script', 'Theme Structure')
  const dialog = page.getByRole('dialog', { name: 'Theme Structure' })
  await dialog.getByRole('textbox', { name: 'Central Dramatic Argument', exact: true }).fill('Too short')
  await dialog.getByRole('button', { name: 'Save Theme Structure' }).click()
  await expect(dialog.getByText('Central Dramatic Argument should be at least 10 characters long')).toBeVisible()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('tab', { name: 'Reversal' }).click()
  await dialog.getByRole('button', { name: 'Suggest The Darkness' }).click()
  await dialog.getByRole('button', { name: /lets the ship go/ }).click()
  await expect(dialog.getByRole('textbox', { name: 'The Darkness', exact: true })).toHaveValue('She finally lets the ship go, and the light with it.')
  await dialog.getByRole('tab', { name: 'Argument' }).click()
  await dialog.getByRole('textbox', { name: 'Central Dramatic Argument', exact: true }).fill(`Is love worth the risk of loss? ${EMOJI}`)
  await dialog.getByRole('button', { name: 'Save Theme Structure' }).click()
  await expect(dialog).toHaveCount(0)
  const sent = (await fakeRequests()).filter((r) => r.apiKey === key)
  expect(sent[0].prompt).toContain('The Darkness')
})

test('every character field refuses pasted megabytes and over-long emoji or right-to-left text with its message; nothing is added', async ({ page }) => {
  await openEditor(page)
  await menu(page, 'Script', 'Characters')
  const dialog = page.getByRole('dialog', { name: 'Characters' })
  await dialog.getByRole('button', { name: 'Add Character' }).click()
  const form = page.getByRole('form', { name: 'Add Character' })
  const mega = `${RTL}${EMOJI}`.repeat(100_000) // ~1.2 million characters
  const over = (n: number) => (EMOJI + RTL).repeat(Math.ceil((n + 1) / 12)).slice(0, n * 2) // well over n characters
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(mega)
  await form.getByRole('textbox', { name: 'Age', exact: true }).fill(over(50))
  await form.getByRole('combobox', { name: 'Sex/Gender', exact: true }).fill(over(50))
  await form.getByRole('combobox', { name: 'Role', exact: true }).fill(over(200))
  await form.getByRole('combobox', { name: 'Archetype', exact: true }).fill(over(200))
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill(mega)
  await form.getByRole('textbox', { name: 'Character Arc', exact: true }).fill(over(1000))
  for (const f of ['Relationships', 'Want', 'Need', 'Flaw', 'Lie', 'Ghost']) await form.getByRole('textbox', { name: f, exact: true }).fill(over(500))
  await form.getByRole('button', { name: 'Add Character' }).click()
  for (const message of [
    'Character name should be less than 100 characters',
    'Age should be less than 50 characters',
    'Sex/Gender should be less than 50 characters',
    'Role should be less than 200 characters',
    'Archetype should be less than 200 characters',
    'Description should be less than 2000 characters',
    'Character arc should be less than 1000 characters',
    ...['Relationships', 'Want', 'Need', 'Flaw', 'Lie', 'Ghost'].map((f) => `${f} should be less than 500 characters`),
  ])
    await expect(form.getByText(message, { exact: true })).toBeVisible()
  await expect(form.getByText('Please fix the errors above before saving the character.')).toBeVisible()
  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog.getByText('No Characters Yet')).toBeVisible()
})

test('a generated cast of the wrong shape: Generation Failed, and the cast is unchanged', async ({ page }) => {
  const key = testKey('castshape')
  await seedSettings(page, { apiKey: key })
  await fakeRule({ match: key, reply: { kind: 'json', value: { characters: 'three people' } } })
  await openEditor(page)
  const concept = await openConcept(page)
  await concept.getByRole('tab', { name: 'Story Structure' }).click()
  await concept.getByRole('radio', { name: 'Superhero' }).check()
  await concept.getByRole('button', { name: 'Save Movie Concept' }).click()
  await menu(page, 'Script', 'Characters')
  const dialog = page.getByRole('dialog', { name: 'Characters' })
  await dialog.getByRole('button', { name: 'Generate with AI' }).click()
  await expect(page.getByTestId('toast')).toContainText('Generation Failed')
  await expect(page.getByTestId('toast')).toContainText('Failed to generate characters. Please try again.')
  await expect(dialog.getByText('No Characters Yet')).toBeVisible()
})

test('planning in an opened .nws fills the dialogs; an edited cast survives a reload', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as unknown as Record<string, unknown>).showOpenFilePicker
  })
  const nws = {
    version: '1.0',
    content: { type: 'doc', content: [{ type: 'scene', content: [{ type: 'action', content: [{ type: 'text', text: 'The sea.' }] }] }] },
    titlePage: { title: 'Keeper', credit: 'Written by', author: '', source: '', draft: '', contact: '' },
    movieConcept: { movieIdea: 'A keeper and a ghost ship', genres: ['Horror'], storyArchetype: 'Castaway', protagonistGoalObstacle: '', logline: '', themes: ['Solitude'], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
    themeStructure: { centralArgument: 'Is solitude a shelter or a prison?' },
    characters: { characters: [{ id: 'c1', name: 'Ada Quill', role: 'Antagonist', want: 'To be left alone' }], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
    locations: { locations: [{ id: 'l1', name: 'Lighthouse', type: 'Interior/Exterior' }] },
  }
  await openEditor(page)
  const chooser = page.waitForEvent('filechooser')
  await menu(page, 'File', 'Open from Computer...')
  await (await chooser).setFiles({ name: 'Keeper.nws', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(nws)) })
  await expect(page.getByTestId('toast')).toContainText('Opened Keeper successfully.')

  const concept = await openConcept(page)
  await expect(concept.getByRole('textbox', { name: 'Movie Idea', exact: true })).toHaveValue('A keeper and a ghost ship')
  await concept.getByRole('button', { name: 'Cancel' }).click()
  await menu(page, 'Script', 'Theme Structure')
  const theme = page.getByRole('dialog', { name: 'Theme Structure' })
  await expect(theme.getByRole('textbox', { name: 'Central Dramatic Argument', exact: true })).toHaveValue('Is solitude a shelter or a prison?')
  await theme.getByRole('button', { name: 'Cancel' }).click()
  await menu(page, 'Script', 'Locations')
  await expect(page.getByRole('dialog', { name: 'Locations' }).getByRole('listitem', { name: 'Lighthouse' })).toContainText('Interior/Exterior')
  await page.getByRole('dialog', { name: 'Locations' }).getByRole('button', { name: 'Cancel' }).click()

  await menu(page, 'Script', 'Characters')
  const dialog = page.getByRole('dialog', { name: 'Characters' })
  const ada = dialog.getByRole('listitem', { name: 'Ada Quill' })
  await expect(ada.locator('.nw-plan-badge-red')).toHaveText('Antagonist')
  await expect(ada).toContainText('To be left alone')
  await ada.getByRole('button', { name: 'Edit Ada Quill' }).click()
  const form = page.getByRole('form', { name: 'Edit Character' })
  await form.getByRole('combobox', { name: 'Role', exact: true }).fill('Protagonist')
  await form.getByRole('button', { name: 'Update Character' }).click()
  await expect(dialog.getByRole('listitem', { name: 'Ada Quill' }).locator('.nw-plan-badge-blue')).toHaveText('Protagonist')
  await dialog.getByRole('button', { name: 'Save Characters' }).click()

  await waitForSavedCopy(page, (s) => !!s.project.characters?.characters?.some((c) => c.name === 'Ada Quill' && c.role === 'Protagonist'))
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await menu(page, 'Script', 'Characters')
  await expect(page.getByRole('dialog', { name: 'Characters' }).getByRole('listitem', { name: 'Ada Quill' }).locator('.nw-plan-badge-blue')).toHaveText('Protagonist')
})

test('AI ideas fill the idea with the twist and add the genre; AI themes are added and marked; AI names fill the name', async ({ page }) => {
  const key = testKey('helpers')
  await seedSettings(page, { apiKey: key })
  // One answer each, in the order the three calls are made.
  await fakeRule([
    { match: key, times: 1, reply: { kind: 'json', value: { ideas: [{ idea: 'A keeper hides a ghost ship', twist: 'she is the ghost', genre: 'Horror' }] } } },
    { match: key, times: 1, reply: { kind: 'json', value: { themes: [{ name: 'Solitude', description: 'Alone by choice.' }, { name: 'Grief', description: 'What stays.' }] } } },
    { match: key, times: 1, reply: { kind: 'json', value: { names: [{ firstName: 'Ada', lastName: 'Quill', reasoning: 'Old-fashioned and sharp.' }] } } },
  ])
  await openEditor(page)
  const dialog = await openConcept(page)
  await dialog.getByRole('textbox', { name: 'Movie Idea', exact: true }).fill('keeper')
  await dialog.getByRole('button', { name: 'Expand Idea' }).click()
  await dialog.getByRole('region', { name: 'Idea Variations' }).getByRole('button', { name: /hides a ghost ship/ }).click()
  await expect(dialog.getByRole('textbox', { name: 'Movie Idea', exact: true })).toHaveValue('A keeper hides a ghost ship (she is the ghost)')
  await dialog.getByRole('tab', { name: 'Story Structure' }).click()
  await expect(dialog.getByRole('checkbox', { name: 'Horror' })).toBeChecked()
  await dialog.getByRole('tab', { name: 'Themes' }).click()
  await dialog.getByRole('button', { name: 'Suggest Themes with AI' }).click()
  const themes = dialog.getByRole('region', { name: 'AI Theme Suggestions' })
  await themes.getByRole('button', { name: /Solitude/ }).click()
  await expect(themes.getByRole('button', { name: /Solitude/ })).toContainText('(Added)')
  await expect(themes).toBeVisible()
  await expect(dialog.getByRole('list', { name: 'Chosen themes' }).getByRole('listitem')).toHaveText(['Solitude'])
  await dialog.getByRole('button', { name: 'Save Movie Concept' }).click()

  await menu(page, 'Script', 'Characters')
  await page.getByRole('dialog', { name: 'Characters' }).getByRole('button', { name: 'Add Character' }).click()
  const form = page.getByRole('form', { name: 'Add Character' })
  await form.getByRole('button', { name: 'Suggest Names' }).click()
  await form.getByRole('region', { name: 'Name Suggestions' }).getByRole('button', { name: /Ada Quill/ }).click()
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Ada Quill')
  await expect(form.getByRole('region', { name: 'Name Suggestions' })).toHaveCount(0)
})

test('AI names need something to go on: the message, and nothing sent', async ({ page }) => {
  const key = testKey('noname')
  await seedSettings(page, { apiKey: key })
  await openEditor(page)
  await menu(page, 'Script', 'Characters')
  await page.getByRole('dialog', { name: 'Characters' }).getByRole('button', { name: 'Add Character' }).click()
  const form = page.getByRole('form', { name: 'Add Character' })
  await form.getByRole('button', { name: 'Suggest Names' }).click()
  await expect(form.getByRole('region', { name: 'Name Suggestions' }).getByRole('alert')).toHaveText(
    'Please provide more character or movie context (role, gender, archetype, or movie genres) to generate relevant names.',
  )
  expect((await fakeRequests()).filter((r) => r.apiKey === key)).toHaveLength(0)
})
