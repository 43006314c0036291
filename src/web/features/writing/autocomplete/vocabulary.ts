/** The fixed words the autocomplete popup offers: scene prefixes, times of day, transitions and shots. */

export const SCENE_PREFIXES = ['INT.', 'EXT.', 'I/E.', 'INT./EXT.'] as const

export const TIMES_OF_DAY = [
  'DAY', 'NIGHT', 'LATER', 'CONTINUOUS', 'MORNING', 'AFTERNOON', 'DAWN', 'DUSK', 'EVENING', 'MOMENTS LATER',
  'SAME', 'SAME TIME', 'SUNSET', 'MAGIC HOUR', 'SUNRISE', 'THE NEXT DAY',
] as const

export const TRANSITIONS = [
  'CUT TO:', 'DISSOLVE TO:', 'SMASH CUT TO:', 'MATCH CUT TO:', 'JUMP CUT TO:', 'FADE IN:', 'FADE OUT.', 'FADE TO BLACK.',
  'WIPE TO:', 'BACK TO:', 'END FLASHBACK.', 'IRIS IN:', 'IRIS OUT:', 'FLIP TO:', 'SPIRAL TO:', 'RIPPLE TO:', 'BURN TO:',
] as const

/**
 * Shot blocks: the set Final Draft and Fade In writers use most, framing first, then movement and
 * special shots.
 */
export const SHOTS = [
  'ANGLE ON', 'CLOSE ON', 'CLOSE UP', 'EXTREME CLOSE UP', 'MEDIUM SHOT', 'WIDE SHOT', 'ESTABLISHING SHOT', 'TWO SHOT',
  'OVER THE SHOULDER', 'POV', 'REVERSE ANGLE', 'INSERT', 'AERIAL SHOT', 'TRACKING SHOT', 'MOVING', 'BACK TO SCENE',
  'SERIES OF SHOTS', 'MONTAGE', 'SLOW MOTION', 'FREEZE FRAME', 'SPLIT SCREEN', 'UNDERWATER',
] as const

export const MAX_SUGGESTIONS = 10
