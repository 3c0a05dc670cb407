// tsc compiles TypeScript only: copy what the server reads at run time beside its output.
import { cpSync } from 'node:fs';

cpSync('src/server/db/migrations', 'dist/server/server/db/migrations', { recursive: true });
cpSync('src/server/db/pglite-worker.mjs', 'dist/server/server/db/pglite-worker.mjs');
cpSync(
  'src/server/services/web-app/render-worker.mjs',
  'dist/server/server/services/web-app/render-worker.mjs',
);
