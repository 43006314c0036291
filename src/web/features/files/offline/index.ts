/** What other features need from the offline app: the plain message for work that needs a network. */
export const OFFLINE_MESSAGE = 'You are offline. This needs an internet connection; writing, saving in this browser, import, export, PDF and reports still work.'
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false
