// The layers of the code, enforced: what each folder may import of ours. Written here because the
// rule needs the product's own layer map (which folder may reach which) and the feature rule
// (another group only through its index.ts, a sibling feature only through its own); no published
// ESLint rule expresses both.
import { dirname, relative, resolve, sep } from 'node:path'

const SRC = resolve(import.meta.dirname, '..', 'src')

/**
 * Where a file under src/web/features stands: features/index.ts is the registry of every feature
 * (no group); features/<group>/index.ts is the group's public face (a group, no feature); anything
 * deeper belongs to one feature of one group.
 */
function placeInFeatures(rel) {
  const [, , group, feature, ...rest] = rel.split(sep)
  if (feature === undefined) return { group: isIndex(group) ? null : group, feature: null, rest: '' }
  return { group, feature: isIndex(feature) ? null : feature, rest: rest.join('/') }
}

const isIndex = (name) => name === undefined || /^index(\.tsx?)?$/.test(name)

/** The layer a file under src/ belongs to. */
function layerOf(file) {
  const rel = relative(SRC, file)
  if (rel.startsWith('..')) return null
  // A file directly under src/web is a layer of its own, named without its extension (web/main).
  const [top, second] = rel.split(sep).map((p, i, all) => (i === all.length - 1 ? p.replace(/\.(tsx?|css|js)$/, '') : p))
  if (top === 'web') {
    if (second === 'features') return { layer: 'web/features', ...placeInFeatures(rel) }
    return { layer: `web/${second}` }
  }
  return { layer: top }
}

/** Layer → the layers of ours it may import (itself always allowed). */
const ALLOWED = {
  screenplay: ['testing'],
  testing: ['screenplay'],
  project: ['screenplay', 'testing'],
  ai: ['screenplay', 'project', 'testing'],
  server: ['ai', 'screenplay', 'project', 'testing'],
  cli: ['screenplay', 'project', 'ai', 'testing'],
  'web/storage': ['screenplay', 'project', 'ai'],
  // Dialogs hand the focus back to the script when they close.
  'web/ui': ['screenplay', 'project', 'web/editor'],
  'web/editor': ['screenplay', 'project', 'ai', 'web/ui', 'web/storage', 'web/app'],
  'web/project': ['screenplay', 'project', 'ai', 'web/editor', 'web/storage', 'web/app', 'web/ui'],
  'web/features': ['screenplay', 'project', 'ai', 'web/editor', 'web/storage', 'web/app', 'web/ui', 'web/project', 'testing'],
  'web/app': ['screenplay', 'project', 'ai', 'web/editor', 'web/storage', 'web/ui', 'web/project', 'web/features'],
  'web/styles': [],
  'web/main': ['web/app', 'web/features', 'web/editor', 'web/project', 'web/storage', 'web/ui', 'web/styles', 'web/fonts', 'screenplay', 'project'],
  'web/fonts': ['screenplay'],
}

/** Packages the pure domain must never use: it runs in the browser, a worker, the CLI and the server alike. */
const DOMAIN_FORBIDDEN = /^(react|react-dom|@tiptap\/|zustand|radix-ui|node:|fs$|path$)/

const layers = {
  meta: { type: 'problem', messages: { layer: '{{from}} may not import {{to}} ({{path}})', feature: '{{from}} reaches its sibling feature {{to}} only through the sibling\'s index.ts, not {{path}}', group: '{{from}} reaches the {{to}} group only through the group\'s index.ts, not {{path}}', domain: 'The screenplay domain is pure: no {{path}}' } },
  create(context) {
    const file = context.filename
    const from = layerOf(file)
    if (!from) return {}
    const check = (node) => {
      const source = node.source?.value
      if (typeof source !== 'string') return
      if (!source.startsWith('.')) {
        if ((from.layer === 'screenplay' || from.layer === 'project') && DOMAIN_FORBIDDEN.test(source) && !/\.test\.tsx?$/.test(file))
          context.report({ node, messageId: 'domain', data: { path: source } })
        return
      }
      const target = resolve(dirname(file), source)
      const to = layerOf(target)
      if (!to) return
      // Tests may reach across layers for their fixtures (a PDF test loads the CLI's fonts).
      const isTest = /\.test\.tsx?$/.test(file)
      if (!isTest && to.layer !== from.layer && !(ALLOWED[from.layer] ?? []).includes(to.layer)) {
        context.report({ node, messageId: 'layer', data: { from: from.layer, to: to.layer, path: source } })
        return
      }
      if (to.layer !== 'web/features' || !to.group) return
      // The registry imports each feature's register file, in menu order.
      if (from.layer === 'web/features' && !from.group) return
      const name = from.feature ?? from.group ?? from.layer
      // From outside a group, its features are reached only through the group's index.ts.
      if (from.group !== to.group) {
        if (to.feature) context.report({ node, messageId: 'group', data: { from: name, to: to.group, path: source } })
        return
      }
      // Inside a group, a feature reaches a sibling only through the sibling's index.ts.
      if (to.feature && to.feature !== from.feature && !isIndex(to.rest || undefined))
        context.report({ node, messageId: 'feature', data: { from: name, to: to.feature, path: source } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: (node) => check({ source: node.source, ...node }) }
  },
}

/**
 * Comments speak of the product, in its own words: a rule is stated where it applies, not pointed
 * at in a document that is not part of the code.
 */
const POINTER = /\bspec\s*(\d{3}\b|§)|§\s*\d|\b(FORMATS|PAGINATION-RULES|PERF-NOTES|STACK-NOTES)\b|DESIGN\.md|shared\/(spec|reference)/
const productWords = {
  meta: { type: 'suggestion', messages: { pointer: 'State the rule itself instead of pointing at a document outside the code: "{{text}}"' } },
  create(context) {
    return {
      Program() {
        for (const c of context.sourceCode.getAllComments()) {
          const m = POINTER.exec(c.value)
          if (m) context.report({ loc: c.loc, messageId: 'pointer', data: { text: m[0] } })
        }
      },
    }
  },
}

export default { rules: { layers, 'product-words': productWords } }
