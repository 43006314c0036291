/** Import and export: what other features may use (the format modules, loaded on demand). */
export { FORMAT_CHOICES, loadFormats, loadPdf } from './formats'
export { exportScript } from './export-script'
