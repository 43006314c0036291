import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { readConfig, setupNotes } from './config'

/**
 * Every message a writer sees speaks to the writer: what it means for them and what they can do.
 * How the server is set up (its environment variables) is for whoever runs it, in the server's log
 * and the README. These tests read the source: a variable's name in any text the app can show, or
 * in any answer the server sends, fails here with its file.
 */
const SRC = join(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name)
    if (d.isDirectory()) return sourceFiles(p)
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [p] : []
  })
}

/** The variables the server reads, found where it reads them, plus the ones the deployment notes name. */
function serverVariables(): string[] {
  const names = new Set(['DATABASE_URL', 'REDIS_URL'])
  for (const path of sourceFiles(join(SRC, 'server'))) for (const m of readFileSync(path, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]{2,})\b/g)) names.add(m[1])
  return [...names]
}

/** A call that writes to the server's own console: its text is for whoever runs the server. */
const isConsoleCall = (n: ts.Node) => ts.isCallExpression(n) && /^console\.\w+$/.test(n.expression.getText())

/** Every piece of text in a source file that can reach a writer: string literals, template parts, JSX text. */
export function writerTexts(path: string, text: string): string[] {
  const src = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const out: string[] = []
  const visit = (node: ts.Node) => {
    if (isConsoleCall(node)) return
    // `env.X` and imports name variables and modules; they are code, not text.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) out.push(node.text)
    ts.forEachChild(node, visit)
  }
  visit(src)
  return out
}

/**
 * What is scanned: the web app, the messages the AI contracts give the server to send, and the
 * server's answers. Not the server's start-up (config.ts, main.ts), which only ever prints to the
 * terminal of whoever starts it.
 */
function scannedFiles(): string[] {
  const startUp = new Set(['server/config.ts', 'server/main.ts'])
  return [...sourceFiles(join(SRC, 'web')), ...sourceFiles(join(SRC, 'ai')), ...sourceFiles(join(SRC, 'server'))].filter((p) => !startUp.has(relative(SRC, p)))
}

describe('messages a writer sees', () => {
  const variables = serverVariables()
  const named = (text: string) => variables.filter((v) => new RegExp(`\\b${v}\\b`).test(text))

  it('the server variables are found where the server reads them', () => {
    expect(variables).toEqual(expect.arrayContaining(['GOOGLE_CLIENT_ID', 'FEEDBACK_EMAIL', 'AI_ALLOWED_BASE_URLS', 'GEMINI_BASE_URL', 'PORT', 'HOST']))
  })

  it('no text the app shows and no answer the server sends names a server variable', () => {
    const found = scannedFiles().flatMap((path) =>
      writerTexts(path, readFileSync(path, 'utf8'))
        .filter((t) => named(t).length)
        .map((t) => `${relative(SRC, path)}: ${JSON.stringify(t.trim().slice(0, 100))}`),
    )
    expect(found).toEqual([])
  })

  it('the scan sees a variable in a message, in JSX text and in a template, and lets the log have it', () => {
    const source = [
      "export const A = 'Set GOOGLE_CLIENT_ID on the server to use Google Drive.'",
      'export const B = () => <p>Start the server with FEEDBACK_EMAIL=you@example.com</p>',
      'export const C = (u: string) => `Allow ${u} with AI_ALLOWED_BASE_URLS.`',
      "console.warn('Set AI_ALLOWED_BASE_URLS to allow it')",
    ].join('\n')
    expect(writerTexts('probe.tsx', source).flatMap(named)).toEqual(['GOOGLE_CLIENT_ID', 'FEEDBACK_EMAIL', 'AI_ALLOWED_BASE_URLS'])
  })
})

describe('setup advice goes to the server log', () => {
  it('a server without Drive or a feedback address says at start-up which variable turns each on', () => {
    const notes = setupNotes(readConfig({}), {})
    expect(notes).toHaveLength(2)
    expect(notes[0]).toContain('GOOGLE_CLIENT_ID')
    expect(notes[1]).toContain('FEEDBACK_EMAIL')
  })

  it('a mistyped feedback address is named; a server with both set says nothing', () => {
    const env = { GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com', FEEDBACK_EMAIL: 'notes at example.com' }
    expect(setupNotes(readConfig(env), env)).toEqual(['FEEDBACK_EMAIL is not an e-mail address ("notes at example.com"): Help → Feedback shows no address.'])
    const good = { ...env, FEEDBACK_EMAIL: 'notes@example.com' }
    expect(setupNotes(readConfig(good), good)).toEqual([])
  })
})
