/** Revisions: trimming to the kept maximum, and the compare view's model of a revision against the current script. */
export { MAX_REVISIONS_OPTIONS, DEFAULT_MAX_REVISIONS, normaliseMaxRevisions, nextRevisionName, revisionsToTrim, addRevision } from './trim'
export { paragraphsOf, revisionDocument, type Paragraph } from './paragraphs'
export { compareParagraphs, foldUnchanged, type Comparison, type CompareItem, type DiffKind, type DiffRow, type FoldedRun } from './diff'
