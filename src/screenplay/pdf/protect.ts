/**
 * Real PDF encryption for the Watermarked PDF export: AES-256 (PDF 2.0 security handler, V5/R6)
 * via @cantoo/pdf-lib, post-processing the PDF our writer made (the writer itself encrypts nothing).
 * Without a user password the file opens freely but the permissions still bind; the owner
 * password is random and never shown, so nobody can lift them with a viewer.
 */
import { PDFDocument } from '@cantoo/pdf-lib'

export interface ProtectOptions {
  /** Needed to open the file; absent or blank after trimming means no open password. */
  password?: string
  blockPrinting: boolean
  blockCopying: boolean
  blockModifying: boolean
}

export async function protectPdf(bytes: Uint8Array, options: ProtectOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes)
  const user = options.password?.trim() ? options.password : ''
  doc.encrypt({
    userPassword: user,
    ownerPassword: randomPassword(),
    algorithm: 'AES-256',
    permissions: {
      printing: options.blockPrinting ? false : 'highResolution',
      copying: !options.blockCopying,
      contentAccessibility: true,
      modifying: !options.blockModifying,
      annotating: !options.blockModifying,
      fillingForms: !options.blockModifying,
      documentAssembly: !options.blockModifying,
    },
  })
  return await doc.save()
}

function randomPassword(): string {
  const b = new Uint8Array(24)
  crypto.getRandomValues(b)
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
}
