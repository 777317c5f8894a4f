/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The library ships as source (consumed through the `@app/ui` alias); this config only drives its tests.
export default defineConfig({
  root: fromHere('.'),
  // Keep Vite's cache in the workspace node_modules, not a stray one inside the project.
  cacheDir: fromHere('../../node_modules/.vite/ui'),
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
