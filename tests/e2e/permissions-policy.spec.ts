import { test, expect } from './test'

/**
 * The Permissions-Policy as Chromium reads it: every feature it names is one the browser knows (an
 * unknown name would only be a console error), what the editor uses stays allowed on its own
 * origin, and the rest is denied.
 */
test('the browser knows every feature the policy names, allows the clipboard and fullscreen, and denies the camera', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (m) => {
    if (/permissions.policy|feature policy/i.test(m.text())) warnings.push(m.text())
  })
  const res = await page.goto('/')
  const header = (await res!.headerValue('permissions-policy')) ?? ''
  const named = header.split(',').map((d) => d.trim().split('=')[0])
  expect(named.length).toBeGreaterThan(10)
  const seen = await page.evaluate(() => {
    const fp = (document as unknown as { featurePolicy: { features(): string[]; allowsFeature(f: string): boolean } }).featurePolicy
    const check = ['clipboard-read', 'clipboard-write', 'fullscreen', 'camera', 'microphone', 'geolocation', 'payment', 'usb']
    return { known: fp.features(), allows: Object.fromEntries(check.map((f) => [f, fp.allowsFeature(f)])) }
  })
  expect(named.filter((f) => !seen.known.includes(f))).toEqual([])
  expect(seen.allows).toEqual({ 'clipboard-read': true, 'clipboard-write': true, fullscreen: true, camera: false, microphone: false, geolocation: false, payment: false, usb: false })
  expect(warnings).toEqual([])
})
