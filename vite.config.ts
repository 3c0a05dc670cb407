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

// The web app lives in src/web and builds to dist/web, which the API server serves.
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The contract builds zod schemas at module load; marking `z` pure lets pages that only use
    // the contract's plain helpers and constants leave zod out of their chunks.
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((p) => [p, `http://127.0.0.1:${apiPort}`])),
  },
});
