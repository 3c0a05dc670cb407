import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildAliases, muiWithoutCssVariables } from './vite.config.js';

// The server-render bundle (decision 097): src/web/entry-server.tsx and everything it imports,
// built for Node into dist/web-ssr, which the server's render workers load by path. Dependencies
// are bundled in, so the server needs nothing at run time that the browser build did not; the
// same MUI cut and React Router build as the browser's (decision 096), so both render alike.
export default defineConfig(({ mode }) => ({
  root: 'src/web',
  // The bundled libraries choose their build by process.env.NODE_ENV, which Vite leaves to run time
  // in a server bundle; the server does not set it, so React rendered with its development build
  // (several times slower) and MUI named its classes as it does in development, different from the
  // browser's, whose emotion then wrote every style of the page again while hydrating. Fixed here
  // to the build's mode, as the browser build is.
  define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
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
}));
