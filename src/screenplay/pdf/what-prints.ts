/**
 * What a production PDF prints: the whole script (scene numbers, marks and revised page headers
 * as the script carries them), one character's sides, and of either only the pages revised in
 * one set. The command line's `convert … out.pdf` options and the app's File → Export As → PDF
 * both come here.
 */
import type { Script } from '../model'
import { characterSides } from '../production'
import { renderPdf, type RenderPdfOptions } from './render'

export interface WhatPrints {
  /** Only the scenes this character is in, in script order, with their scene numbers. */
  sides?: string
  /** Only the pages that carry this set's marks, each on the set's colour when asked. */
  revisedPagesOnly?: { set: number; onColour?: boolean }
}

/**
 * The PDF of `what` (the whole script when it asks for nothing). Throws an Error with a writer's
 * message when there is nothing to print: no page carries the set's marks, or the character is
 * in no scene.
 */
export function renderWhatPrints(script: Script, what: WhatPrints, options: Omit<RenderPdfOptions, 'revisedPagesOnly' | 'pages'> = {}): Promise<Uint8Array> {
  const printed = what.sides !== undefined ? characterSides(script, what.sides) : script
  return renderPdf(printed, { ...options, revisedPagesOnly: what.revisedPagesOnly })
}
