/** Export Watermarked PDF options and their validation. */
export interface WatermarkOptions {
  watermarkText: string
  enablePassword: boolean
  password: string
  enableSecurity: boolean
  blockPrinting: boolean
  blockCopying: boolean
  blockModifying: boolean
}

export const DEFAULT_WATERMARK: Readonly<WatermarkOptions> = Object.freeze({
  watermarkText: 'CONFIDENTIAL',
  enablePassword: false,
  password: '',
  enableSecurity: true,
  blockPrinting: true,
  blockCopying: true,
  blockModifying: true,
})

export function validateWatermark(o: WatermarkOptions): string | null {
  if (o.enablePassword && !o.password.trim()) return 'Please enter a password'
  return null
}
