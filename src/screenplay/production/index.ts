/** Production scripts: scene numbering, revision sets and marks (locked pages live in layout/). */
export * from './revision-sets'
export * from './scene-numbers'
export * from './revision-marks'
export * from './sides'
export * from './print-choices'
