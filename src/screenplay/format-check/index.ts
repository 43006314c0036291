/** The format checker (Tools → Check Formatting, `nightwriter check`): pure, on the domain Script. */
export { findFormatError, findAllFormatErrors, elementOffsets, type FormatError } from './check'
export { FORMAT_ERROR_LABELS, FORMAT_ERROR_TYPES, KNOWN_TRANSITIONS, looksLikeCharacterName, type FormatErrorType } from './rules'
