import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The GraphQL explorer (explorer.html, served at /graphql/explorer; decision 0188), built after the app into
 * the same folder as a build of its own: GraphiQL shares no chunk with the app, so the app's files are the same
 * bytes with or without it, and the service worker, whose precache list the app's build wrote, never fetches
 * it. Its files go to assets/explorer/.
 */
export default defineConfig({
  root: fromHere('.'),
  cacheDir: fromHere('../../node_modules/.vite/client-explorer'),
  plugins: [
    react(),
    compression({
      include: /\.(html|js|css|svg|json)$/,
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
    }),
  ],
  resolve: {
    alias: { '@': fromHere('./src') },
  },
  build: {
    outDir: fromHere('../../dist/apps/client'),
    // The app's build ran first into this folder: keep it.
    emptyOutDir: false,
    assetsDir: 'assets/explorer',
    // GraphiQL is one large library; nothing is gained by splitting it for a page opened by developers.
    chunkSizeWarningLimit: 2_000,
    rolldownOptions: {
      input: { explorer: fromHere('explorer.html') },
    },
  },
});
