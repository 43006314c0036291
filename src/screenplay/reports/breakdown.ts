/**
 * Scene counts by setting (INT, EXT, INT/EXT) and by time of day (DAY, NIGHT, and any other time a
 * heading names, as written), for scheduling.
 */
import type { SceneInfo, Setting } from './analysis'

export interface BreakdownRow {
  label: string
  scenes: number
}

export interface Breakdown {
  setting: BreakdownRow[]
  timeOfDay: BreakdownRow[]
}

const SETTING_ORDER: readonly Setting[] = ['INT', 'EXT', 'INT/EXT', 'OTHER']
export const NO_TIME = '(NO TIME OF DAY)'

export function breakdownOf(scenes: readonly SceneInfo[]): Breakdown {
  const setting = new Map<string, number>()
  const time = new Map<string, number>()
  for (const s of scenes) {
    setting.set(s.setting, (setting.get(s.setting) ?? 0) + 1)
    const t = s.timeOfDay || NO_TIME
    time.set(t, (time.get(t) ?? 0) + 1)
  }
  const rank = (label: string) => (label === 'DAY' ? 0 : label === 'NIGHT' ? 1 : label === NO_TIME ? 3 : 2)
  return {
    setting: SETTING_ORDER.filter((k) => setting.has(k)).map((label) => ({ label, scenes: setting.get(label)! })),
    timeOfDay: [...time.entries()]
      .map(([label, n]) => ({ label, scenes: n }))
      .sort((a, b) => rank(a.label) - rank(b.label) || b.scenes - a.scenes || a.label.localeCompare(b.label)),
  }
}

/** 'INT 2 · EXT 1' */
export function breakdownText(rows: readonly BreakdownRow[]): string {
  return rows.map((r) => `${r.label} ${r.scenes}`).join(' · ')
}
