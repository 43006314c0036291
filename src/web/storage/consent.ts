/** Cookie consent (the cookie `cookieConsent=true`). Without it nothing is persisted. */
export const CONSENT_COOKIE = 'cookieConsent'

export function hasConsent(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((c) => c.trim() === `${CONSENT_COOKIE}=true`)
}

export function giveConsent(): void {
  document.cookie = `${CONSENT_COOKIE}=true; path=/; max-age=${60 * 60 * 24 * 365}; SameSite=Lax`
}

export function clearConsent(): void {
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0; SameSite=Lax`
}

/** Whether the writer has answered the banner this session (declining is not stored: nothing is). */
let declined = false
export function declineConsent(): void {
  declined = true
}
export function hasDeclined(): boolean {
  return declined
}
