import { describe, expect, it } from 'vitest'
import { buildFlawsResult, buildPacingResult, continuitySummary, mergeContinuity, mergeCriteria, mergeMatches, mergeQualitative, normaliseCriteria, repairQualitative } from './merge'
import { qualitativeStepSchema, type ContinuityIssue, type FlawsOutput } from './schemas'
import { grade, intensityFor, scoreLabel } from './scoring'

const crit = (score: number, rationale: string, sug: string[]) => ({ score, question: 'Q?', rationale, actionable_suggestions: sug })

describe('quantitative merge', () => {
  it('averages each criterion across sections, keeps differing rationales by section and pools suggestions', () => {
    const a = { premise_and_hook: crit(6, 'Strong hook.', ['Tighten page 1']), inciting_incident: crit(12, 'x', []) }
    const b = { premise_and_hook: crit(9, 'Great turn.', ['Tighten page 1', 'Cut the prologue']) }
    const m = mergeCriteria([normaliseCriteria(a, 1), normaliseCriteria(b, 1)], 1)
    expect(m.premise_and_hook.score).toBe(8) // (6 + 9) / 2 = 7.5, rounded
    expect(m.premise_and_hook.rationale).toBe('Section 1: Strong hook.\n\nSection 2: Great turn.')
    expect(m.premise_and_hook.actionable_suggestions).toEqual(['Tighten page 1', 'Cut the prologue'])
    expect(m.inciting_incident.score).toBe(10) // held to 0-10
    expect(Object.keys(m)).toEqual(['premise_and_hook', 'inciting_incident'])
  })

  it('grades and labels by the evaluation scale', () => {
    expect([95, 90, 85, 72, 60, 59].map(grade)).toEqual(['A', 'A', 'B', 'C', 'D', 'F'])
    expect([10, 8, 7, 6, 5, 4, 3, 0].map(scoreLabel)).toEqual(['Excellent', 'Excellent', 'Good', 'Good', 'Fair', 'Fair', 'Needs Work', 'Needs Work'])
    expect([10, 9, 8, 7, 6, 4, 3, 1].map(intensityFor)).toEqual(['hot', 'hot', 'warm', 'warm', 'moderate', 'moderate', 'cool', 'cool'])
  })
})

describe('qualitative nesting repair', () => {
  const journey = { protagonist_arc_and_motivation: 'Arc.', character_empathy_and_supporting_impact: 'Empathy.', actionable_suggestions: ['Give Mara a flaw'] }
  const rtr = { theme_integration_and_struggle: 'T', thematic_resolution_and_takeaways: 'R', personal_connection: 'P', actionable_suggestions: [] }

  it('moves character_journey_mapping out of reflective_thematic_resonance to the top level', () => {
    const fixed = repairQualitative(1, { reflective_thematic_resonance: { ...rtr, character_journey_mapping: journey } })
    expect(fixed).toEqual({ reflective_thematic_resonance: rtr, character_journey_mapping: journey })
    expect(qualitativeStepSchema(1).safeParse(fixed).success).toBe(true)
  })

  it('leaves a correct answer alone and unwraps one named after the step', () => {
    const good = { reflective_thematic_resonance: rtr, character_journey_mapping: journey }
    expect(repairQualitative(1, good)).toEqual(good)
    expect(repairQualitative(1, { initial_immersion_and_reflection: good })).toEqual(good)
    expect(repairQualitative(2, 'text')).toBe('text')
  })

  it('merges sections field by field', () => {
    const m = mergeQualitative([{ reflective_thematic_resonance: rtr }, { reflective_thematic_resonance: { ...rtr, personal_connection: 'Q', actionable_suggestions: ['More'] } }], 1)
    expect(m.reflective_thematic_resonance.personal_connection).toBe('Section 1: P\n\nSection 2: Q')
    expect(m.reflective_thematic_resonance.theme_integration_and_struggle).toBe('T')
    expect(m.reflective_thematic_resonance.actionable_suggestions).toEqual(['More'])
  })
})

describe('continuity and semantic find merge', () => {
  const issue = (scene: number, severity: ContinuityIssue['severity'], description: string): ContinuityIssue => ({
    type: 'props',
    severity,
    description,
    details: '',
    suggestedFix: '',
    location: { scene, text: '' },
  })
  it('drops repeats, orders by scene then severity and counts by severity', () => {
    const merged = mergeContinuity([[issue(7, 'minor', 'Cup changes hands'), issue(2, 'minor', 'a')], [issue(7, 'critical', 'Dead man talks'), issue(7, 'minor', 'cup changes hands ')]])
    expect(merged.map((i) => [i.location.scene, i.severity])).toEqual([
      [2, 'minor'],
      [7, 'critical'],
      [7, 'minor'],
    ])
    expect(continuitySummary(merged)).toEqual({ totalIssues: 3, criticalIssues: 1, warningIssues: 0, minorIssues: 2 })
  })

  it('keeps the best match per scene, most relevant first', () => {
    const m = (sceneNumber: number, relevanceScore: number) => ({ sceneNumber, relevanceScore, sceneHeading: '', reason: '', matchedContent: '' })
    expect(mergeMatches([[m(3, 0.4), m(5, 0.9)], [m(3, 0.95), m(8, 1.7)]]).map((x) => [x.sceneNumber, x.relevanceScore])).toEqual([
      [8, 1],
      [3, 0.95],
      [5, 0.9],
    ])
  })
})

describe('common flaws and pacing results', () => {
  const flaw = (category: FlawsOutput['flaws'][number]['category'], severity: 'critical' | 'warning' | 'minor', title: string) => ({
    category,
    severity,
    type: 't',
    title,
    description: '',
    suggestedFix: '',
    explanation: '',
    examples: { current: '', improved: '' },
    location: { scene: 1, text: '' },
  })
  it('groups flaws by category with ids, counts severities and averages the score of sections', () => {
    const r = buildFlawsResult([
      { overallScore: 60, readinessLevel: 'developing', flaws: [flaw('dialogue', 'critical', 'On the nose'), flaw('structure', 'minor', 'Late act break')], recommendations: [{ priority: 'low', action: 'Polish', rationale: '' }], strengths: ['Voice'] },
      { overallScore: 90, readinessLevel: 'polished', flaws: [flaw('dialogue', 'warning', 'Exposition')], recommendations: [{ priority: 'high', action: 'Cut', rationale: '' }], strengths: ['Voice', 'Pace'] },
    ])
    expect(r.summary).toEqual({ totalFlaws: 3, criticalCount: 1, warningCount: 1, minorCount: 1, overallScore: 75, readinessLevel: 'professional' })
    expect(r.flawsByCategory.dialogue.map((f) => [f.id, f.title])).toEqual([
      ['flaw-1', 'On the nose'],
      ['flaw-3', 'Exposition'],
    ])
    expect(r.flawsByCategory.concept).toEqual([])
    expect(r.recommendations.map((x) => x.action)).toEqual(['Cut', 'Polish'])
    expect(r.strengths).toEqual(['Voice', 'Pace'])
  })

  it('bands scenes, orders them and sums the bands', () => {
    const r = buildPacingResult([
      { scenes: [{ sceneNumber: 2, sceneHeading: 'EXT. B', pacingScore: 9 }, { sceneNumber: 1, sceneHeading: 'INT. A', pacingScore: 2 }], insights: [] },
      { scenes: [{ sceneNumber: 3, sceneHeading: 'INT. C', pacingScore: 7 }, { sceneNumber: 2, sceneHeading: 'dup', pacingScore: 1 }], insights: [{ type: 'pacing_sag', severity: 'warning', description: 'd', recommendation: 'r', scenes: [3] }] },
    ])
    expect(r.sceneData.map((s) => [s.sceneNumber, s.intensity, s.location.scene])).toEqual([
      [1, 'cool', 'INT. A'],
      [2, 'hot', 'EXT. B'],
      [3, 'warm', 'INT. C'],
    ])
    expect(r.insights[0].id).toBe('insight-1')
    expect(r.summary).toEqual({ totalScenes: 3, averagePacingScore: 6, coolScenes: 1, moderateScenes: 0, warmScenes: 1, hotScenes: 1, unscoredScenes: 0, identifiedIssues: 1 })
  })

  it('every scene of the script has a cell, the ones the model skipped as not scored; identical insights are one, with all their scenes', () => {
    const insight = (scenes: number[], description = 'The middle sags.') => ({ type: 'pacing_sag' as const, severity: 'warning' as const, description, recommendation: 'Cut a beat.', scenes })
    const r = buildPacingResult(
      [
        { scenes: [{ sceneNumber: 2, sceneHeading: 'EXT. B', pacingScore: 8 }], insights: [insight([2]), insight([5])] },
        { scenes: [{ sceneNumber: 4, sceneHeading: 'INT. D', pacingScore: 3 }], insights: [insight([4, 2]), insight([3], 'Scene 3 rushes.')] },
      ],
      [1, 2, 3, 4, 5].map((n) => ({ sceneNumber: n, heading: `HEADING ${n}` })),
    )
    expect(r.sceneData.map((s) => [s.sceneNumber, s.pacingScore, s.intensity])).toEqual([
      [1, null, 'unscored'],
      [2, 8, 'warm'],
      [3, null, 'unscored'],
      [4, 3, 'cool'],
      [5, null, 'unscored'],
    ])
    expect(r.sceneData[0].location.scene).toBe('HEADING 1')
    expect(r.summary).toMatchObject({ totalScenes: 5, unscoredScenes: 3, averagePacingScore: 5.5, identifiedIssues: 2 })
    expect(r.insights.map((i) => i.scenes)).toEqual([[2, 4, 5], [3]])
  })
})
