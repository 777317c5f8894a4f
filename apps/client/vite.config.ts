/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
// The config is loaded before Vite's aliases exist, so the shared constant is imported by its path.
// eslint-disable-next-line no-restricted-imports, @nx/enforce-module-boundaries
import { THEME_BOOT_SCRIPT } from '../../libs/schema/src/theme-boot';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const LIB_MODULE = /[\\/]libs[\\/](ui|schema)[\\/]src[\\/].*\.tsx?$/;
const UI_INDEX = /[\\/]libs[\\/]ui[\\/]src[\\/]index\.ts$/;

// The NestJS server serves the API and the product config files; in dev Vite forwards to it.
const apiTarget = process.env['API_URL'] ?? 'http://localhost:3000';

export default defineConfig({
  root: fromHere('.'),
  // Keep Vite's cache in the workspace node_modules, not a stray one inside the project.
  cacheDir: fromHere('../../node_modules/.vite/client'),
  plugins: [
    react(),
    {
      // The writer's theme before first paint: the one inline script, allowed by the server's CSP by its hash.
      name: 'theme-boot',
      transformIndexHtml: (html) =>
        html.replace(/<!-- theme-boot:[^>]*-->/, `<script>${THEME_BOOT_SCRIPT}</script>`),
    },
    // Brotli and gzip copies of every text asset, made once at build time at the highest levels, so the
    // server sends them (@fastify/static preCompressed) without compressing per request.
    compression({
      include: /\.(html|js|css|svg|json|webmanifest)$/,
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
    }),
    // The service worker (src/service-worker/sw.ts, decision 0180), built to /sw.js with the list of the
    // build's files to precache written into it. The app registers it itself (features/installable-app), only
    // in a production build: `vite serve` and the unit tests never see one. The manifest is the server's,
    // built from the white-label config (/manifest.webmanifest).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      devOptions: { enabled: false },
      injectManifest: {
        // The app shell and every chunk, style sheet, icon and font, the lazily loaded ones too (not their
        // .br and .gz copies: the browser asks for the file, the server picks the encoding).
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // The GraphQL explorer (vite.explorer.config.ts) is built after this list is written; should the order
        // ever change, it still stays out: developers open it online, writers never need it offline.
        globIgnores: ['explorer.html', 'assets/explorer/**'],
        // Vite names assets by their content: the name is the revision.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
  ],
  resolve: {
    alias: {
      '@': fromHere('./src'),
      '@app/ui': fromHere('../../libs/ui/src/index.ts'),
      '@app/schema': fromHere('../../libs/schema/src/index.ts'),
    },
  },
  server: {
    port: 4200,
    // A string target is Vite's shorthand for { target, changeOrigin: true }. Vite's proxy (http-proxy) forwards
    // WebSocket upgrades only with ws: true, and streamed replies arrive over graphql-ws on /graphql. /files
    // serves attachments by signed URL (thumbnails and file links), /exports the journal and Markdown downloads.
    proxy: {
      '/graphql': { target: apiTarget, changeOrigin: true, ws: true },
      '/api': apiTarget,
      '/config': apiTarget,
      '/files': apiTarget,
      '/exports': apiTarget,
      '/manifest.webmanifest': apiTarget,
      '/icons': apiTarget,
    },
  },
  build: {
    outDir: fromHere('../../dist/apps/client'),
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The libs are imported through their index, which re-exports everything. Their modules have no side
        // effects (but libs/ui's index, which imports the stylesheet), so the ones a chunk does not use stay out
        // of it: the login page gets the text field and the button, not the Markdown renderer and the dialogs
        // of the home view, and the config schemas without the other rules of @app/schema.
        moduleSideEffects: (id) => (LIB_MODULE.test(id) && !UI_INDEX.test(id) ? false : undefined),
      },
      output: {
        // Libraries change less often than app code; separate chunks keep them cached across deploys. Only
        // what the first page imports ($initial) goes in them: the parts only the home view uses (Apollo's
        // query and subscription hooks, more of the router) load with the home view's chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              tags: ['$initial'],
            },
            {
              name: 'graphql',
              test: /node_modules[\\/](@apollo|graphql|graphql-tag|rxjs|@wry|optimism|tslib)[\\/]/,
              tags: ['$initial'],
            },
            // The first page's own code (and vite's preload helper) in one chunk: without this, every module the
            // entry shares with a lazy route (messages, the token store, the auth documents…) becomes a small
            // chunk of its own, 14 requests where HTTP/1.1 sends 6 at a time. Only the modules themselves, not
            // their dependencies (which would pull in all that the libs' indexes re-export).
            {
              name: 'app',
              test: /[\\/](apps[\\/]client|libs[\\/]ui|libs[\\/]schema)[\\/]src[\\/]|vite[\\/]preload-helper/,
              tags: ['$initial'],
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Beside the server's checks on a busy machine, a test of several steps can pass 5 s (see test-setup.ts).
    testTimeout: 20_000,
  },
});
