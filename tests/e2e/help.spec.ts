import { test, expect, type Page } from './test'
import { EDITOR, giveConsent, menu, openEditor } from './helpers'

const tour = (page: Page) => page.getByTestId('tour')
const TITLES = ['Welcome', 'Screenwriting Made Easy', 'AI-Powered Assistance', 'Getting Started', 'Professional Tools', 'Ready to Write']

test.describe('the welcome tour', () => {
  test('opens by itself once for a new writer with consent; six steps; Start Writing! ends it for good', async ({ page, context, baseURL }) => {
    await giveConsent(context, baseURL!, { newWriter: true })
    await page.goto('/')
    await expect(tour(page)).toBeVisible()
    const dialog = page.getByRole('dialog')
    const previous = dialog.getByRole('button', { name: 'Previous' })
    const progress = dialog.getByRole('progressbar', { name: 'Tour progress' })
    for (const [i, title] of TITLES.entries()) {
      await expect(dialog.getByRole('heading', { name: title })).toBeVisible()
      await expect(page.getByTestId('tour-step')).toHaveText(`Step ${i + 1} of 6`)
      await expect(progress).toHaveAttribute('aria-valuenow', String(i + 1))
      if (i === 0) await expect(previous).toBeDisabled()
      else await expect(previous).toBeEnabled()
      if (i < 5) {
        await expect(dialog.getByRole('button', { name: 'Start Writing!' })).toHaveCount(0)
        await dialog.getByRole('button', { name: 'Next' }).click()
      }
    }
    await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0)
    await previous.click()
    await expect(dialog.getByRole('heading', { name: 'Professional Tools' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByRole('button', { name: 'Start Writing!' }).click()
    await expect(tour(page)).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('welcome-completed'))).toBe('true')

    // Shown once: not again after a reload, but Help → Welcome Tour brings it back, and Skip Tour closes it.
    await page.reload()
    await page.locator(EDITOR).waitFor()
    await page.waitForTimeout(500)
    await expect(tour(page)).toHaveCount(0)
    await menu(page, 'Help', 'Welcome Tour')
    await expect(page.getByTestId('tour-step')).toHaveText('Step 1 of 6')
    await page.getByRole('button', { name: 'Skip Tour' }).click()
    await expect(tour(page)).toHaveCount(0)
  })

  test('Skip Tour also ends it; without consent it never opens by itself', async ({ page, context, baseURL }) => {
    await openEditor(page)
    await page.waitForTimeout(500)
    await expect(tour(page)).toHaveCount(0)

    await giveConsent(context, baseURL!, { newWriter: true })
    await page.reload()
    await expect(tour(page)).toBeVisible()
    await page.getByRole('button', { name: 'Skip Tour' }).click()
    await expect(tour(page)).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('welcome-completed'))).toBe('true')
  })
})

test.describe('help', () => {
  test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

  test('FAQ: nine categories; the search filters questions and answers and hides empty categories; Send us feedback', async ({ page }) => {
    await openEditor(page)
    await menu(page, 'Help', 'FAQ')
    const faq = page.getByRole('dialog', { name: 'Frequently Asked Questions' })
    const tabs = faq.getByRole('tab')
    await expect(tabs).toHaveText([
      'Getting Started',
      'File Management',
      'Writing & Formatting',
      'AI Features',
      'Collaboration',
      'Advanced',
      'Reports & Tools',
      'Privacy & Security',
      'Troubleshooting',
    ])
    const search = faq.getByPlaceholder('Search FAQ...')
    await search.fill('IMPORT')
    await expect(tabs).toHaveText(['File Management'])
    await expect(faq.getByTestId('faq-item')).toHaveCount(1)
    await expect(faq.getByTestId('faq-item')).toContainText('Which formats can I import and export?')
    // Found by its answer only.
    await search.fill('internet explorer')
    await expect(tabs).toHaveText(['Getting Started'])
    await expect(faq.getByTestId('faq-item')).toContainText('Which browsers are supported?')
    // A word in two categories: both shown, the rest hidden.
    await search.fill('snapshot')
    await expect(tabs).toHaveText(['File Management', 'Advanced'])
    await search.fill('qwxyz nothing')
    await expect(tabs).toHaveCount(0)
    await expect(faq.getByTestId('faq-none')).toHaveText('No questions match “qwxyz nothing”.')
    await search.fill('')
    await expect(tabs).toHaveCount(9)
    // The privacy answer says what usage events are and where they go.
    await faq.getByRole('tab', { name: 'Privacy & Security' }).click()
    await expect(faq).toContainText('appends them to its own log file and forwards them nowhere')

    await faq.getByRole('button', { name: 'Send us feedback' }).click()
    const feedback = page.getByRole('dialog', { name: 'Feedback' })
    // The test server is started without a feedback address: the dialog says so in the writer's words.
    await expect(feedback.getByTestId('feedback-not-configured')).toContainText('has no feedback address')
    await expect(feedback).not.toContainText('FEEDBACK_EMAIL')
  })

  test('Documentation has its seventeen tabs and lists the menus as they are; Tutorials says it is coming', async ({ page }) => {
    await openEditor(page)
    await menu(page, 'Help', 'Documentation')
    const docs = page.getByRole('dialog', { name: 'Documentation' })
    await expect(docs.getByRole('tab')).toHaveText([
      'Overview',
      'File',
      'Edit',
      'Format',
      'View',
      'Tools',
      'Interface',
      'Movie Concept',
      'Theme Structure',
      'Characters',
      'Locations',
      'Reports',
      'To-Do List',
      'Comments',
      'Snapshots',
      'Production',
      'Plot Board',
    ])
    await docs.getByRole('tab', { name: 'View', exact: true }).click()
    const view = docs.getByRole('tabpanel')
    await expect(view.getByRole('rowheader', { name: 'Snapshots' })).toBeVisible()
    await expect(view.getByRole('row', { name: /Snapshots/ })).toContainText('Ctrl+Shift+4')
    await docs.getByRole('tab', { name: 'Snapshots' }).click()
    await expect(docs.getByRole('tabpanel')).toContainText('Restore this snapshot asks first')
    // Production names its keys as the commands have them now.
    await docs.getByRole('tab', { name: 'Production' }).click()
    const production = docs.getByRole('tabpanel')
    await expect(production).toContainText('a scene added after scene 10 becomes 10A')
    await expect(production).toContainText('Go To (Ctrl+G)')
    await expect(production).toContainText('Undo (Ctrl+Z)')
    await expect(production).not.toContainText('{{')
    await page.keyboard.press('Escape')

    await menu(page, 'Help', 'Tutorials')
    await expect(page.getByTestId('toast')).toContainText('under development')
  })

  test('the ? of a panel opens the Help dialog at its topic', async ({ page }) => {
    await openEditor(page)
    await page.keyboard.press('Control+Shift+Digit4')
    await page.getByRole('button', { name: 'Help on snapshots' }).click()
    const help = page.getByRole('dialog', { name: 'Help' })
    await expect(help.getByRole('tab')).toHaveCount(9)
    await expect(help.getByRole('tab', { name: 'Snapshots' })).toHaveAttribute('aria-selected', 'true')
    await expect(help.getByRole('tabpanel')).toContainText('Save current state as snapshot')
    await help.getByRole('button', { name: 'Close' }).last().click()
    await expect(help).toHaveCount(0)
  })
})

test.describe('usage events', () => {
  function collect(page: Page) {
    const bodies: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/events') && r.method() === 'POST') bodies.push(r.postData() ?? '')
    })
    return bodies
  }

  test('with consent: menu and dialog use reach our own server, named only, without the script’s text', async ({ page, context, baseURL }) => {
    await giveConsent(context, baseURL!)
    const bodies = collect(page)
    await openEditor(page)
    await page.keyboard.type('Nobody must read these secret words.')
    await menu(page, 'Help', 'FAQ')
    await expect(page.getByRole('dialog', { name: 'Frequently Asked Questions' })).toBeVisible()
    await expect.poll(() => bodies.flatMap((b) => (JSON.parse(b).events as { name: string }[]).map((e) => e.name)), { timeout: 10_000 }).toEqual(
      expect.arrayContaining(['session_start', 'menu_interaction', 'dialog_usage', 'feature_discovery']),
    )
    const events = bodies.flatMap((b) => JSON.parse(b).events as { name: string; props: Record<string, unknown> }[])
    expect(events.find((e) => e.name === 'menu_interaction')?.props).toEqual({ command: 'help.faq' })
    expect(events.find((e) => e.name === 'dialog_usage')?.props).toEqual({ dialog: 'Frequently Asked Questions' })
    expect(bodies.join('')).not.toContain('secret')
  })

  test('without consent nothing is sent', async ({ page }) => {
    const bodies = collect(page)
    await openEditor(page)
    await page.getByRole('button', { name: 'Basic editor only' }).click()
    await menu(page, 'Help', 'FAQ')
    await expect(page.getByRole('dialog', { name: 'Frequently Asked Questions' })).toBeVisible()
    await page.keyboard.press('Escape')
    await page.waitForTimeout(4000) // longer than the batching delay
    expect(bodies).toEqual([])
  })
})
