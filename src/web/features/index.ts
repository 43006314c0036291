/**
 * Registers every feature with the app shell (see app/features.ts). One import line per feature
 * folder; keep this list in menu order.
 */
export {}
