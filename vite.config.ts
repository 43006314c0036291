/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { fileURLToPath } from 'node:url'
import { availableParallelism } from 'node:os'
// @ts-expect-error plain JS build script
import { dictionaryPlugin } from './scripts/dictionary-plugin.mjs'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    dictionaryPlugin(),
    // The installable offline app: after one visit everything the writer needs to write, save
    // locally, import, export and print is cached; /api (AI, Drive config) always goes to the network.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Nightwriter',
        short_name: 'Nightwriter',
        description: 'A screenplay editor: industry-standard pages, import and export, planning and reports.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#e6e7ea',
        theme_color: '#1f2433',
        icons: [
          { src: '/images/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/images/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/images/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/images/logo.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        // The app, its workers, the fonts (woff2 is all a browser that runs service workers needs;
        // the TTFs are what the PDF embeds), and the spell-check dictionary.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,woff2,ttf,aff,dic}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/privacy/, /^\/terms/],
        // /api and other hosts always go to the network. The built-in dictionary's shards are
        // kept once fetched (each build of it has a folder of its own), so a word looked up once
        // — or every word, after "Download for offline use" — answers offline.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/dictionary/'),
            handler: 'CacheFirst',
            options: { cacheName: 'dictionary', expiration: { maxEntries: 1000 } },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
      },
    }),
  ],
  // dictionary-en exports only its Node entry; spell check imports the .aff/.dic files by URL.
  resolve: { alias: { 'dictionary-en-files': fileURLToPath(new URL('./node_modules/dictionary-en', import.meta.url)) } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2000 },
  // Workers are ES modules, so they can load code on demand (the import worker loads each format lazily).
  worker: { format: 'es' },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/fakes/**/*.test.ts', 'tests/setup/**/*.test.ts', 'eslint/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/dom-shims.ts'],
    // The CLI tests run the bundled command; it is rebuilt from the current sources first.
    globalSetup: ['tests/setup/build-node.ts'],
    testTimeout: 60000,
    // Vitest's default leaves one core free, which on a two-core machine is one worker: many of
    // these tests wait on real servers and time limits, and two workers run them in 175 s, not 280.
    maxWorkers: availableParallelism(),
  },
})
