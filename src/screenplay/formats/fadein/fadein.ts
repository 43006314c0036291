/**
 * Fade In `.fadein` files: a zip holding document.xml in Open Screenplay Format.
 * Error texts are exactly the ones users see; zip-level problems are reported as
 * 'Failed to parse Fade In file: <reason>'.
 */
import { zipSync, strToU8 } from 'fflate'
import type { Script } from '../../model'
import { XmlSyntaxError } from '../fdx/xml'
import { scriptToOsf } from './osf'
import { NotOsfError, readOsf } from './read'
import { listZip, readZipEntry, ZipError } from './zip'
import { decodeUtf8OrWindows1252, withNotices, type DecodedText } from '../text/decode'

export const FADEIN_ERRORS = {
  notFound: 'document.xml not found in Fade In file',
  empty: 'Document file appears to be empty',
  xml: 'XML parsing failed',
  generic: 'Failed to parse Fade In file',
} as const

export function parseFadeIn(bytes: Uint8Array): Script {
  let xml: DecodedText
  try {
    const entries = listZip(bytes)
    const doc = entries.find((e) => e.name === 'document.xml') ?? entries.find((e) => /(^|\/)document\.xml$/i.test(e.name))
    if (!doc) throw new Error(FADEIN_ERRORS.notFound)
    xml = decodeUtf8OrWindows1252(readZipEntry(bytes, doc))
  } catch (e) {
    if (e instanceof ZipError) throw new Error(`${FADEIN_ERRORS.generic}: ${e.message}`)
    throw e
  }
  return withNotices(parseOsf(xml.text), xml.notices)
}

/** Parses OSF XML (document.xml, or a bare .osf file). */
export function parseOsf(xml: string): Script {
  if (!xml.replace(/^\uFEFF/, '').trim()) throw new Error(FADEIN_ERRORS.empty)
  try {
    return readOsf(xml)
  } catch (e) {
    // What is wrong and where, after the words Fade In users know.
    if (e instanceof XmlSyntaxError) throw new Error(`${FADEIN_ERRORS.xml}: ${e.message}`)
    if (e instanceof NotOsfError) throw new Error(`${FADEIN_ERRORS.generic}: ${e.message}`)
    throw new Error(FADEIN_ERRORS.generic)
  }
}

export function writeFadeIn(script: Script): Uint8Array {
  // mtime fixed so the same script always gives the same bytes.
  return zipSync({ 'document.xml': [strToU8(scriptToOsf(script)), { level: 6, mtime: new Date(2020, 0, 1) }] })
}
