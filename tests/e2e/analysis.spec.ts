import { test, expect, type Page } from './test'
import { readFileSync } from 'node:fs'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { ScriptElement } from '../../src/screenplay/model'
import { blockAtCursor, giveConsent } from './helpers'
import { fakeRequests, fakeRule, seedSettings, testKey, unique } from './ai-helpers'
import { openSavedScript } from '../support/saved-script'

/**
 * The AI analysis tools from their menus to their results, against the fake Gemini. Each test's
 * script carries a unique word, and the fake's rules answer on it, so tests never answer each other.
 */
test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const el = (type: ScriptElement['type'], text: string): ScriptElement => ({ type, text })

/** Four short scenes; the token makes this test's requests recognisable to the fake. */
function script(token: string): ScriptElement[] {
  return [
    el('scene-heading', 'INT. KITCHEN - NIGHT'),
    el('action', `Mara hides the ${token} kettle behind the bread bin.`),
    el('character', 'MARA'),
    el('dialogue', 'Nobody touches it.'),
    el('scene-heading', 'EXT. YARD - DAY'),
    el('action', 'Snow covers the yard. Tom digs.'),
    el('scene-heading', 'INT. BARN - NIGHT'),
    el('action', 'The kettle sits on a hay bale, steaming.'),
    el('scene-heading', 'EXT. ROAD - DAWN'),
    el('action', 'Mara walks away with the kettle.'),
  ]
}

async function open(page: Page, token: string, key = testKey('an')) {
  await seedSettings(page, { apiKey: key })
  await openSavedScript(page, '/', script(token), 'Kettle')
  return key
}

async function menu(page: Page, top: string, item: string) {
  await page.getByRole('menuitem', { name: top, exact: true }).click()
  await page.getByRole('menuitem', { name: new RegExp(`^${item}`) }).click()
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, verbosity: 0 }).promise
  const out: string[] = []
  for (let i = 1; i <= doc.numPages; i++) out.push((await (await doc.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join(' '))
  return out.join(' ').replace(/\s+/g, ' ')
}

const crit = (score: number, name: string) => ({ score, question: `How is the ${name}?`, rationale: `The ${name} works in scene 2.`, actionable_suggestions: [`Sharpen the ${name}`] })
/** Every criterion of every category, so each of the four steps finds its own. */
function allCriteria(score: number) {
  const names = [
    'premise_and_hook', 'inciting_incident', 'act_structure_and_turning_points', 'midpoint_and_escalation', 'climax_and_resolution',
    'protagonist_goal_and_motivation', 'character_arc', 'antagonist_and_conflict', 'supporting_characters', 'character_distinctiveness',
    'voice_and_distinctiveness', 'subtext_and_naturalism', 'exposition_handling',
    'visual_writing_and_action_lines', 'formatting_and_readability',
  ]
  return Object.fromEntries(names.map((n) => [n, crit(score, n.replace(/_/g, ' '))]))
}

test('Quantitative Evaluation runs four categories to an overall score and grade, and exports a PDF with the scores', async ({ page }) => {
  const token = unique('quant')
  await fakeRule({ match: token, reply: { kind: 'json', value: allCriteria(7) } })
  await open(page, token)
  await menu(page, 'Tools', 'Quantitative Evaluation')
  const dialog = page.getByRole('dialog', { name: 'Quantitative Screenplay Evaluation' })
  await expect(dialog.getByTestId('quant-progress')).toHaveText('0/4 categories completed')
  await dialog.getByRole('button', { name: 'Start Evaluation' }).click()
  await expect(dialog.getByTestId('quant-progress')).toHaveText('4/4 categories completed')
  // 15 criteria at 7: 105 of 150, 70%, grade C.
  await expect(dialog.getByTestId('overall-score')).toContainText('105/150')
  await expect(dialog.getByTestId('overall-score')).toContainText('70% · Grade C')
  await dialog.getByRole('tab', { name: 'Dialogue' }).click()
  await expect(dialog.locator('[data-criterion]')).toHaveCount(3)
  await expect(dialog.locator('[data-criterion="subtext_and_naturalism"]')).toContainText('7/10')
  await expect(dialog.locator('[data-criterion="subtext_and_naturalism"]')).toContainText('Good')
  const sent = (await fakeRequests()).filter((r) => r.prompt.includes(token))
  expect(sent).toHaveLength(4)
  expect(sent[0].prompt).toContain('SCENE 2: EXT. YARD - DAY')

  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Export Report' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('untitled_screenplay_evaluation.pdf')
  const text = await pdfText(new Uint8Array(readFileSync((await file.path())!)))
  expect(text).toContain('Screenplay Evaluation Report')
  expect(text).toContain('Overall score: 105/150 (70%) - Grade C')
  expect(text).toContain('Subtext And Naturalism: 7/10 (Good)')
})

test('Qualitative Analysis runs three steps; a wrongly nested answer still shows its character journey', async ({ page }) => {
  const token = unique('qual')
  const text = (k: string) => `About ${k}.`
  await fakeRule({
    match: token,
    reply: {
      kind: 'json',
      value: {
        reflective_thematic_resonance: {
          theme_integration_and_struggle: text('theme'),
          thematic_resolution_and_takeaways: text('resolution'),
          personal_connection: text('connection'),
          actionable_suggestions: ['Let the theme surface in scene 3'],
          character_journey_mapping: { protagonist_arc_and_motivation: 'Mara learns to let go.', character_empathy_and_supporting_impact: text('empathy'), actionable_suggestions: [] },
        },
        dialogue_analysis: { dialogue_voice_and_realism: text('voice'), dialogue_function_and_depth: text('depth'), actionable_suggestions: [] },
        visual_storytelling: { showing_vs_telling: text('showing'), descriptions_mood_and_theme: text('mood'), actionable_suggestions: [] },
        cinematic_pacing_and_structure: { narrative_arc_and_impact: text('arc'), flow_and_momentum: text('flow'), unnecessary_scenes: text('scenes'), actionable_suggestions: [] },
        subplot_analysis: { subplot_clarity_development_and_necessity: text('subplot'), subplot_integration_and_impact: text('integration'), actionable_suggestions: [] },
        emotional_impact: { emotional_genuineness_and_resonance: text('emotion'), lasting_impression_elements: text('impression') },
        gut_feeling_and_distinctiveness: { engagement_and_hook: text('hook'), voice_style_and_originality: text('originality') },
        thematic_resonance_and_staying_power: { freshness_thought_provocation_and_relevance: text('freshness'), final_recommendation: 'Consider.', actionable_suggestions: [] },
      },
    },
  })
  await open(page, token)
  await menu(page, 'Tools', 'Qualitative Analysis')
  const dialog = page.getByRole('dialog', { name: 'Qualitative Screenplay Analysis' })
  await dialog.getByRole('button', { name: 'Start Analysis' }).click()
  await expect(dialog.getByRole('tab', { name: 'Initial Immersion' })).toHaveAttribute('aria-selected', 'true')
  await expect(dialog.getByTestId('qual-progress')).toHaveText('3/3 steps completed')
  await expect(dialog.locator('[data-section="character_journey_mapping"]')).toContainText('Mara learns to let go.')
  await dialog.getByRole('tab', { name: 'Final Assessment' }).click()
  await expect(dialog.locator('[data-section="thematic_resonance_and_staying_power"]')).toContainText('Consider.')
  await expect(dialog.getByRole('button', { name: 'Export Report' })).toBeVisible()
})

test('on the free tier a long script\'s Qualitative Analysis goes in a few large sections, each step asking them all at once', async ({ page }) => {
  const token = unique('qualfree')
  // ~70,000 characters: five of the usual sections, two of the free tier's.
  await seedSettings(page, { apiKey: testKey('qualfree'), tier: 'free' })
  await openSavedScript(page, '/', longScript(token), 'Free tier')
  await menu(page, 'Tools', 'Qualitative Analysis')
  const dialog = page.getByRole('dialog', { name: 'Qualitative Screenplay Analysis' })
  await dialog.getByRole('button', { name: 'Start Analysis' }).click()
  await expect(dialog.getByTestId('qual-progress')).toHaveText('3/3 steps completed', { timeout: 30_000 })
  const sent = (await fakeRequests()).filter((r) => r.prompt.includes(token))
  expect(sent.map((r) => /SECTION (\d+) OF (\d+)/.exec(r.prompt)?.slice(1).join('/')).sort()).toEqual(['1/2', '1/2', '1/2', '2/2', '2/2', '2/2'])
})

test('Continuity Check starts on open, jumps the editor to the first issue and Next moves it to the next', async ({ page }) => {
  const token = unique('cont')
  const issue = (scene: number, severity: string, text: string, description: string) => ({ type: 'props', severity, description, details: 'd', suggestedFix: 'Keep the kettle in one place.', location: { scene, text } })
  await fakeRule({ match: token, reply: { kind: 'json', value: { issues: [issue(3, 'critical', 'The kettle sits on a hay bale', 'The kettle is in two places'), issue(4, 'minor', 'Mara walks away', 'Mara leaves without her coat')] } } })
  await open(page, token)
  await menu(page, 'Tools', 'Continuity Check')
  const panel = page.getByRole('complementary', { name: 'Continuity Check' })
  await expect(panel.getByTestId('continuity-issue')).toContainText('Issue 1 of 2')
  await expect(panel.getByTestId('count-critical')).toHaveText('1 critical')
  await expect(panel.getByTestId('count-minor')).toHaveText('1 minor')
  await expect(panel.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await expect.poll(() => blockAtCursor(page)).toBe('action:The kettle sits on a hay bale, steaming.')
  await expect.poll(() => page.evaluate(() => window.getSelection()!.toString())).toBe('The kettle sits on a hay bale')
  await panel.getByRole('button', { name: 'Next' }).click()
  await expect(panel.getByTestId('continuity-issue')).toContainText('Issue 2 of 2')
  await expect(panel.getByRole('button', { name: 'Next' })).toBeDisabled()
  await expect.poll(() => blockAtCursor(page)).toBe('action:Mara walks away with the kettle.')
  // Closing clears the result: reopening runs again.
  await panel.getByRole('button', { name: 'Close' }).first().click()
  await expect(panel).toHaveCount(0)
})

test('Semantic Find (Ctrl+Alt+F) pages through matches, best first, and jumps to each scene', async ({ page }) => {
  const token = unique('find')
  await fakeRule({
    match: token,
    reply: {
      kind: 'json',
      value: {
        results: [
          { sceneNumber: 4, sceneHeading: 'EXT. ROAD - DAWN', relevanceScore: 0.55, reason: 'She leaves.', matchedContent: 'Mara walks away' },
          { sceneNumber: 2, sceneHeading: 'EXT. YARD - DAY', relevanceScore: 0.92, reason: 'Snow everywhere.', matchedContent: 'Snow covers the yard' },
        ],
      },
    },
  })
  await open(page, token)
  await page.keyboard.press('Control+Alt+f')
  const panel = page.getByRole('complementary', { name: 'Semantic Find' })
  await expect(panel.getByRole('button', { name: 'Search' })).toBeDisabled()
  await panel.getByRole('textbox').fill('a winter scene')
  await panel.getByRole('textbox').press('Enter')
  await expect(panel).toContainText('Found 2 matching scenes')
  const result = panel.getByTestId('semantic-result')
  await expect(result).toContainText('Result 1 of 2')
  await expect(result).toContainText('Scene 2')
  await expect(result).toContainText('92% match')
  await expect.poll(() => blockAtCursor(page)).toBe('action:Snow covers the yard. Tom digs.')
  await panel.getByRole('button', { name: 'Next' }).click()
  await expect(result).toContainText('Result 2 of 2')
  await expect(result).toContainText('EXT. ROAD - DAWN')
  await expect.poll(() => blockAtCursor(page)).toBe('action:Mara walks away with the kettle.')
  const sent = (await fakeRequests()).find((r) => r.prompt.includes(token))!
  expect(sent.prompt).toContain('"a winter scene"')
})

test('Common Flaws shows the summary, filters by category, expands a card, and reuses its result for an unchanged script', async ({ page }) => {
  const token = unique('flaws')
  const flaw = (category: string, severity: string, title: string, scene: number) => ({
    category, severity, type: 'x', title, description: `${title} described.`, suggestedFix: 'Fix it.', explanation: 'Readers notice.', examples: { current: 'Now.', improved: 'Better.' }, location: { scene, text: '' },
  })
  await fakeRule({
    match: token,
    reply: {
      kind: 'json',
      value: {
        overallScore: 64,
        readinessLevel: 'developing',
        flaws: [flaw('dialogue', 'critical', 'On-the-nose line', 1), flaw('structure', 'warning', 'No midpoint', 3), flaw('dialogue', 'minor', 'Same voice', 1)],
        recommendations: [{ priority: 'high', action: 'Add a midpoint turn', rationale: 'The middle sags.' }],
        strengths: ['A striking image in scene 3'],
      },
    },
  })
  await open(page, token)
  await menu(page, 'Reports', 'Common Flaws')
  const dialog = page.getByRole('dialog', { name: 'Common Flaws Report' })
  await expect(dialog.getByTestId('flaws-score')).toContainText('64/100')
  await expect(dialog.getByTestId('flaws-readiness')).toContainText('Developing')
  await expect(dialog.getByTestId('flaws-total')).toContainText('3')
  await expect(dialog.getByTestId('flaws-critical')).toContainText('1')
  const filters = dialog.getByRole('group', { name: 'Categories' })
  await expect(filters.getByRole('button')).toHaveText(['All', 'Structure', 'Dialogue'])
  await filters.getByRole('button', { name: 'Dialogue' }).click()
  await expect(dialog.locator('[data-flaw]')).toHaveCount(2)
  await dialog.getByRole('button', { name: /No midpoint/ }).waitFor({ state: 'detached' })
  await filters.getByRole('button', { name: 'All' }).click()
  await dialog.getByRole('button', { name: /No midpoint/ }).click()
  await expect(dialog.locator('[data-flaw] [aria-expanded="true"]')).toHaveCount(1)
  await expect(dialog).toContainText('Readers notice.')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  // The card moved the editor to its scene, behind the report.
  await expect.poll(() => blockAtCursor(page)).toBe('sceneHeading:INT. BARN - NIGHT')
  const before = (await fakeRequests()).filter((r) => r.prompt.includes(token)).length
  await menu(page, 'Reports', 'Common Flaws')
  await expect(page.getByText('Using Cached Results')).toBeVisible()
  await expect(dialog.getByTestId('flaws-score')).toContainText('64/100')
  expect((await fakeRequests()).filter((r) => r.prompt.includes(token)).length).toBe(before)
  await dialog.getByRole('button', { name: 'Regenerate' }).click()
  await expect.poll(async () => (await fakeRequests()).filter((r) => r.prompt.includes(token)).length).toBe(before + 1)
})

test('Pacing Heat-Map colours each scene; clicking a cell moves the editor to that scene', async ({ page }) => {
  const token = unique('pace')
  await fakeRule({
    match: token,
    reply: {
      kind: 'json',
      value: {
        scenes: [
          { sceneNumber: 1, sceneHeading: 'INT. KITCHEN - NIGHT', pacingScore: 2 },
          { sceneNumber: 2, sceneHeading: 'EXT. YARD - DAY', pacingScore: 5 },
          { sceneNumber: 3, sceneHeading: 'INT. BARN - NIGHT', pacingScore: 8 },
          { sceneNumber: 4, sceneHeading: 'EXT. ROAD - DAWN', pacingScore: 10 },
        ],
        insights: [{ type: 'pacing_sag', severity: 'warning', description: 'The yard drags.', recommendation: 'Trim scene 2.', scenes: [2] }],
      },
    },
  })
  await open(page, token)
  await menu(page, 'Tools', 'Pacing Heat-Map')
  const panel = page.getByRole('complementary', { name: 'Pacing Heat-Map' })
  const cells = panel.getByTestId('heat-map').getByRole('button')
  await expect(cells).toHaveText(['1', '2', '3', '4'])
  await expect(cells.nth(0)).toHaveClass(/nw-an-cool/)
  await expect(cells.nth(1)).toHaveClass(/nw-an-moderate/)
  await expect(cells.nth(2)).toHaveClass(/nw-an-warm/)
  await expect(cells.nth(3)).toHaveClass(/nw-an-hot/)
  await expect(panel.getByTestId('pacing-counts')).toContainText('Average6.3')
  await expect(panel).toContainText('The yard drags.')
  await cells.nth(2).click()
  await expect.poll(() => blockAtCursor(page)).toBe('sceneHeading:INT. BARN - NIGHT')
})

test('the heat-map has a cell for every scene, the unscored ones marked so; identical insights are one card listing their scenes', async ({ page }) => {
  const token = unique('everyscene')
  const sag = { type: 'pacing_sag', severity: 'warning', description: 'The middle sags.', recommendation: 'Cut a beat.' }
  await fakeRule({
    match: token,
    reply: {
      kind: 'json',
      value: {
        // The model scores one scene of four, and makes the same point three times.
        scenes: [{ sceneNumber: 3, sceneHeading: 'INT. BARN - NIGHT', pacingScore: 8 }],
        insights: [{ ...sag, scenes: [4] }, { ...sag, scenes: [2] }, { ...sag, scenes: [2, 3] }],
      },
    },
  })
  await open(page, token)
  await menu(page, 'Tools', 'Pacing Heat-Map')
  const panel = page.getByRole('complementary', { name: 'Pacing Heat-Map' })
  const cells = panel.getByTestId('heat-map').getByRole('button')
  await expect(cells).toHaveText(['1', '2', '3', '4'])
  await expect(cells.nth(2)).toHaveAttribute('data-intensity', 'warm')
  for (const i of [0, 1, 3]) await expect(cells.nth(i)).toHaveAttribute('data-intensity', 'unscored')
  await expect(cells.nth(0)).toHaveAccessibleName('Scene 1, not scored')
  await expect(panel.getByTestId('pacing-counts')).toContainText('Not scored3')
  await expect(panel.getByTestId('insight-scenes')).toHaveCount(1)
  await expect(panel.getByTestId('insight-scenes')).toHaveText('Scenes 2, 3, 4')
  await panel.getByTestId('insight-scenes').getByRole('button', { name: '4' }).click()
  await expect.poll(() => blockAtCursor(page)).toBe('sceneHeading:EXT. ROAD - DAWN')
})

test('Reports → Coverage reads the script into a reader\'s report with a grid and verdict; notes jump to their scene; the PDF says it all', async ({ page }) => {
  const token = unique('coverage')
  await fakeRule({
    match: token,
    reply: {
      kind: 'json',
      value: {
        title: 'KETTLE',
        genre: 'Chamber drama',
        logline: 'A widow who hides a kettle that boils on its own must choose between the ghost of her marriage and the neighbour who wants to help her sell the farm before winter.',
        synopsis: 'Mara hides a kettle. Tom digs in the snow.\n\nMara leaves with the kettle at dawn.',
        comments: 'A confident, spare voice. The middle needs a turn.',
        ratings: { premise: 'Good', structure: 'Fair', characterization: 'Excellent', dialogue: 'Good', pacing: 'Poor', marketability: 'Fair' },
        verdict: { script: 'Consider', writer: 'Recommend' },
        notes: [{ scene: 3, note: 'The barn image lands.' }, { scene: 1, note: 'A strong opening beat.' }],
      },
    },
  })
  await open(page, token)
  await menu(page, 'Reports', 'Coverage')
  const dialog = page.getByRole('dialog', { name: 'Coverage' })
  await expect(dialog.getByTestId('coverage-genre')).toHaveText('Chamber drama')
  // No title on the title page: the model's reading of it.
  await expect(dialog.getByTestId('coverage-title')).toHaveText('KETTLE')
  // Held to 25 words.
  expect((await dialog.getByTestId('coverage-logline').textContent())!.split(/\s+/).length).toBeLessThanOrEqual(25)
  await expect(dialog.getByTestId('coverage-machine-note')).toContainText('machine reading')
  await expect(dialog.getByTestId('coverage-grid').locator('[data-category="characterization"]').getByLabel('Characterization: Excellent')).toHaveText('✓')
  await expect(dialog.getByTestId('coverage-grid').locator('[data-category="pacing"]').getByLabel('Pacing: Poor')).toHaveText('✓')
  await expect(dialog.getByTestId('coverage-verdict')).toHaveText('Script: Consider · Writer: Recommend')
  const notes = dialog.getByTestId('coverage-notes').getByRole('listitem')
  await expect(notes).toHaveText(['Scene 1 A strong opening beat.', 'Scene 3 The barn image lands.'])

  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Export PDF' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('untitled_screenplay_coverage.pdf')
  const text = await pdfText(new Uint8Array(readFileSync((await file.path())!)))
  for (const line of ['Coverage', 'machine reading', 'Title: KETTLE', 'Genre: Chamber drama', 'Characterization: Excellent', 'Pacing: Poor', 'Script: Consider', 'Writer: Recommend', 'Mara leaves with the kettle at dawn.', 'Scene 3: The barn image lands.']) {
    expect(text).toContain(line)
  }

  await notes.nth(1).getByRole('button', { name: 'Scene 3' }).click()
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect.poll(() => blockAtCursor(page)).toBe('sceneHeading:INT. BARN - NIGHT')
  const sent = (await fakeRequests()).filter((r) => r.prompt.includes(token))
  expect(sent).toHaveLength(1)
  expect(sent[0].prompt).toContain('Write studio coverage')
})

function longScript(token: string): ScriptElement[] {
  const elements: ScriptElement[] = []
  for (let i = 1; i <= 40; i++) {
    elements.push(el('scene-heading', `INT. ROOM ${i} - DAY`))
    elements.push(el('action', `${token} ${'The clock ticks and nobody moves. '.repeat(50)}`))
  }
  return elements
}

test('Cancel stops a long run: the sections not yet sent are never sent', async ({ page }) => {
  const token = unique('cancel')
  await fakeRule({ match: token, reply: { kind: 'json', value: { scenes: [], insights: [] } }, delayMs: 4000 })
  await seedSettings(page, { apiKey: testKey('cancel') })
  await openSavedScript(page, '/', longScript(token), 'Cancel')
  await menu(page, 'Tools', 'Pacing Heat-Map')
  const panel = page.getByRole('complementary', { name: 'Pacing Heat-Map' })
  await expect(panel.getByTestId('analysis-progress')).toContainText(/0 of \d+ sections done/)
  await expect.poll(async () => (await fakeRequests()).filter((r) => r.prompt.includes(token)).length).toBe(3)
  await panel.getByRole('button', { name: 'Cancel' }).click()
  await expect(panel).toHaveCount(0)
  // The free tier sends three at a time; after the first three would have answered, still only three were sent.
  await page.waitForTimeout(4500)
  expect((await fakeRequests()).filter((r) => r.prompt.includes(token))).toHaveLength(3)
})

test('a long script goes in sections with progress shown, and a failed section is reported beside the rest', async ({ page }) => {
  const token = unique('long')
  const elements = longScript(token)
  await fakeRule([
    { match: 'SECTION 2 OF', reply: { kind: 'unavailable' } },
    { match: token, reply: { kind: 'json', value: { issues: [] } }, delayMs: 400 },
  ])
  await seedSettings(page, { apiKey: testKey('long') })
  await openSavedScript(page, '/', elements, 'Long')
  await menu(page, 'Tools', 'Continuity Check')
  const panel = page.getByRole('complementary', { name: 'Continuity Check' })
  await expect(panel.getByTestId('analysis-progress')).toContainText(/\d+ of \d+ sections done/)
  await expect(panel).toContainText('could not be analysed', { timeout: 20_000 })
  await expect(panel).toContainText('No continuity issues found! Your screenplay maintains consistency throughout.')
  const sent = (await fakeRequests()).filter((r) => r.prompt.includes(token))
  const sections = Number(/OF (\d+)/.exec(sent[0].prompt)![1])
  expect(sections).toBeGreaterThan(1)
  // Every section once, the failing one twice (its retry).
  expect(sent).toHaveLength(sections + 1)
})

test('without a key the tools refuse with the right words', async ({ page }) => {
  const token = unique('nokey')
  await openSavedScript(page, '/', script(token), 'NoKey')
  await menu(page, 'Tools', 'Continuity Check')
  await expect(page.getByText('API Key Required')).toBeVisible()
  await expect(page.getByText('Please configure your Google AI API key in Settings')).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Continuity Check' })).toHaveCount(0)
  await menu(page, 'Tools', 'Quantitative Evaluation')
  const dialog = page.getByRole('dialog', { name: 'Quantitative Screenplay Evaluation' })
  await dialog.getByRole('button', { name: 'Start Evaluation' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please configure your AI API key in settings first.')
})

test('a rate-limited pacing run shows the rate-limit message in the panel', async ({ page }) => {
  const token = unique('r429')
  await fakeRule({ match: token, reply: { kind: 'rateLimit', perDay: true } })
  await open(page, token)
  await menu(page, 'Tools', 'Pacing Heat-Map')
  const panel = page.getByRole('complementary', { name: 'Pacing Heat-Map' })
  await expect(panel.getByRole('alert')).toHaveText('Rate limit exceeded - please wait a moment and try again')
})

test('a script that would need more than 20 sections is refused with the number it would need', async ({ page }) => {
  const token = unique('huge')
  const elements: ScriptElement[] = []
  for (let i = 1; i <= 80; i++) {
    elements.push(el('scene-heading', `INT. HALL ${i} - NIGHT`))
    elements.push(el('action', `${token} ${'Rain drums on the glass roof above the empty hall. '.repeat(80)}`))
  }
  await seedSettings(page, { apiKey: testKey('huge') })
  await openSavedScript(page, '/', elements, 'Huge')
  await menu(page, 'Tools', 'Pacing Heat-Map')
  const toast = page.getByTestId('toast')
  await expect(toast).toContainText('Screenplay Very Large')
  await expect(toast).toContainText(/would need \d+ sections/)
  await expect(toast).toContainText('Please try a shorter section of your screenplay.')
  const needed = Number(/would need (\d+) sections/.exec((await toast.textContent())!)![1])
  expect(needed).toBeGreaterThan(20)
  await expect(page.getByRole('complementary', { name: 'Pacing Heat-Map' })).toHaveCount(0)
  expect((await fakeRequests()).filter((r) => r.prompt.includes(token))).toHaveLength(0)
})

test('closing the evaluation dialog does not stop the run; reopening shows the results', async ({ page }) => {
  const token = unique('bg')
  await fakeRule({ match: token, reply: { kind: 'json', value: allCriteria(9) }, delayMs: 600 })
  await open(page, token)
  await menu(page, 'Tools', 'Quantitative Evaluation')
  const dialog = page.getByRole('dialog', { name: 'Quantitative Screenplay Evaluation' })
  await dialog.getByRole('button', { name: 'Start Evaluation' }).click()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect.poll(async () => (await fakeRequests()).filter((r) => r.prompt.includes(token)).length, { timeout: 15_000 }).toBe(4)
  await menu(page, 'Tools', 'Quantitative Evaluation')
  await expect(dialog.getByTestId('quant-progress')).toHaveText('4/4 categories completed')
  await expect(dialog.getByTestId('overall-score')).toContainText('135/150')
  await expect(dialog.getByTestId('overall-score')).toContainText('90% · Grade A')
})
