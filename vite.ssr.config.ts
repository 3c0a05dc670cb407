import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildAliases, muiWithoutCssVariables } from './vite.config.js';

// The server-render bundle (decision 097): src/web/entry-server.tsx and everything it imports,
// built for Node into dist/web-ssr, which the server's render workers load by path. Dependencies
// are bundled in, so the server needs nothing at run time that the browser build did not; the
// same MUI cut and React Router build as the browser's (decision 096), so both render alike.
export default defineConfig({
  root: 'src/web',
  plugins: [react(), muiWithoutCssVariables()],
  resolve: { alias: buildAliases },
  // The browser build already copies src/web/public; the server needs none of it.
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    ssr: 'entry-server.tsx',
    outDir: '../../dist/web-ssr',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      output: { entryFileNames: 'entry-server.js' },
    },
  },
});
