/**
 * What a scene heading says about where a scene happens: interior or exterior, and the location
 * without its prefix and time of day. Used by the statistics; pure.
 */
export interface HeadingParts {
  interior: boolean
  exterior: boolean
  /** The location in capitals, '' when the heading names none. */
  location: string
}

// Longest alternatives first, so 'INT./EXT.' is not read as 'INT.' followed by '/EXT.'.
const PREFIX = /^\s*(INT\.?\s*\/\s*EXT\.?|EXT\.?\s*\/\s*INT\.?|I\.?\s*\/\s*E\.?|INTERIOR|EXTERIOR|INT\.?|EXT\.?|EST\.?)(?=[\s.\-–—]|$)[\s.\-–—]*/i

export function parseHeading(text: string): HeadingParts {
  const upper = text.toUpperCase()
  const m = PREFIX.exec(upper)
  const prefix = m ? m[1].replace(/[\s.]/g, '') : ''
  // I/E and INT./EXT. scenes are both: a writer counting interiors expects them among both.
  const both = prefix.includes('/')
  const interior = both || prefix === 'INT' || prefix === 'INTERIOR'
  const exterior = both || prefix === 'EXT' || prefix === 'EXTERIOR'
  const rest = m ? upper.slice(m[0].length) : upper
  return { interior, exterior, location: locationOf(rest) }
}

/** 'HOUSE - KITCHEN - DAY' → 'HOUSE - KITCHEN': the last ' - ' part is the time of day. */
function locationOf(rest: string): string {
  const parts = rest.split(/\s+[-–—]+\s+/)
  const kept = parts.length > 1 ? parts.slice(0, -1) : parts
  return kept
    .join(' - ')
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:]+$/, '')
    .trim()
}
