/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // dictionary-en exports only its Node entry; spell check imports the .aff/.dic files by URL.
  resolve: { alias: { 'dictionary-en-files': fileURLToPath(new URL('./node_modules/dictionary-en', import.meta.url)) } },
  build: { outDir: 'dist', chunkSizeWarningLimit: 2000 },
  // Workers are ES modules, so they can load code on demand (the import worker loads each format lazily).
  worker: { format: 'es' },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/fakes/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/dom-shims.ts'],
    // The CLI tests run the bundled command; it is rebuilt from the current sources first.
    globalSetup: ['tests/setup/build-node.ts'],
    testTimeout: 60000,
  },
})
