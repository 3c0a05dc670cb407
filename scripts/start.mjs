// `npm start`: runs the built server, or says in one line to build first (issue 30) instead of
// Node's "Cannot find module" stack trace.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'dist', 'server', 'server', 'main.js');

if (!existsSync(entry)) {
  console.error('The server is not built yet: run npm run build first, then npm start.');
  process.exit(1);
}
await import(pathToFileURL(entry).href);
