import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server-render bundle (decision 097): src/web/entry-server.tsx and everything it imports,
// built for Node into dist/web-ssr, which the server loads by path. Dependencies are bundled in,
// so the server needs nothing at run time that the browser build did not.
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
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
