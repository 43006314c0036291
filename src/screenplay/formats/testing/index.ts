/** Shared test support for the format tests (never imported by app code). */
export { scriptArb, expectRoundTrips, type ScriptArbOptions } from './arbitrary'
export { thrownMessage, withinHangGuard, expectRefusals, expectRandomBytesRefused, expectEveryTruncationRefused, type Refusal } from './refusals'
export { FIVE_MB, entityBomb, nested, fiveMegabytesOf } from './hostile'
export { zipOf, declareUncompressedSize, markEncrypted } from './zip'
export { fountainBodyLines } from './twins'
