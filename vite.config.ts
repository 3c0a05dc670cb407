import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '3000';
const apiPaths = [
  '/attraction-service',
  '/management-service',
  '/marketing-service',
  '/api',
  '/healthz',
  '/readyz',
];

const visitorShared =
  /node_modules[\\/]@tanstack[\\/]react-query[\\/]|src[\\/]web[\\/](api|components[\\/]attractions)[\\/]|src[\\/]web[\\/]lib[\\/][a-z-]+\.ts$|src[\\/]web[\\/]app[\\/]use-page-title|src[\\/]contract[\\/](price|facility-name|facility-states|page-titles|uk-phone)\.ts$/;

// The web app lives in src/web and builds to dist/web, which the API server serves.
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // No source maps in production: the built site does not publish the app's sources.
    sourcemap: false,
    // .vite/manifest.json: the server names each page's chunks in its HTML (page-preloads.ts).
    manifest: true,
    // The contract builds zod schemas at module load; marking `z` pure lets pages that only use
    // the contract's plain helpers and constants leave zod out of their chunks.
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Everything the entry loads statically (React, MUI's core, the router, TanStack Query,
        // the shell) goes into one chunk: every page needs all of it, and one file compresses
        // better and costs fewer round trips than the dozen shared pieces it would otherwise be
        // split into (decision 047).
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            // The small pieces most visitor pages share (queries, API calls, attraction cards,
            // skeletons): one file instead of twenty.
            { name: 'visitor', test: visitorShared, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((p) => [p, `http://127.0.0.1:${apiPort}`])),
  },
});
