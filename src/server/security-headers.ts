import type { MiddlewareHandler } from 'hono'
import type { ServerConfig } from './config'

/** The Google sign-in host: its script, its sign-in frame and pop-up, and its token endpoint. */
const GOOGLE_ACCOUNTS = 'https://accounts.google.com'

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/**
 * The Content-Security-Policy of every response: our own origin, plus exactly what Google Drive
 * sign-in needs (the sign-in script and frames, and the Drive API). Styles allow inline style
 * attributes because the editor sets them on page elements; scripts allow no inline code at all.
 * `frame-ancestors 'none'`: no other site may frame the editor. Blob URLs are the PDF preview
 * and downloads.
 */
export function contentSecurityPolicy(config: Pick<ServerConfig, 'driveApiBase' | 'gisScriptUrl'>): string {
  const gis = [...new Set([GOOGLE_ACCOUNTS, originOf(config.gisScriptUrl)].filter(Boolean))].join(' ')
  const drive = originOf(config.driveApiBase) ?? ''
  return [
    "default-src 'self'",
    `script-src 'self' ${gis}`,
    `style-src 'self' 'unsafe-inline' ${gis}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' blob: ${gis} ${drive}`.trim(),
    `frame-src 'self' blob: ${gis}`,
    "worker-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The browser features the app may use, and nothing else. It uses the clipboard (copy and paste of
 * AI answers and script text) and fullscreen (distraction-free writing), both on its own origin
 * only; Google sign-in may use the browser's identity prompt. Every other powerful feature is
 * denied to the page and to anything it frames, so a script that got in could not reach a camera,
 * a microphone or the writer's location.
 */
export const PERMISSIONS_POLICY = [
  'clipboard-read=(self)',
  'clipboard-write=(self)',
  'fullscreen=(self)',
  `identity-credentials-get=(self "${GOOGLE_ACCOUNTS}")`,
  ...[
    'accelerometer',
    'autoplay',
    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'otp-credentials',
    'payment',
    'picture-in-picture',
    'publickey-credentials-create',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'window-management',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ')

/** Security headers on every response, the API's JSON and errors included. */
export function securityHeaders(config: Pick<ServerConfig, 'driveApiBase' | 'gisScriptUrl'>): MiddlewareHandler {
  const csp = contentSecurityPolicy(config)
  return async (c, next) => {
    await next()
    c.header('Content-Security-Policy', csp)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('X-Frame-Options', 'DENY')
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')
    c.header('Permissions-Policy', PERMISSIONS_POLICY)
  }
}
