/**
 * Settings and help: how the app looks and answers — appearance, fonts, keyboard shortcuts, help,
 * About, and the usage events the writer agreed to send. Other groups reach these features only
 * through this file.
 */
export * from './help'
export * from './usage-events'
