import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.PORT ?? '3000';
const apiPaths = [
  '/attraction-service',
  '/management-service',
  '/marketing-service',
  '/api',
  '/healthz',
  '/readyz',
];

/**
 * MUI's createTheme and ThemeProvider each hold a branch for themes built on CSS variables
 * (`cssVariables`, `colorSchemes`), and that branch brings the whole CSS-variables machinery
 * (createThemeWithVars, CssVarsProvider, the colour-scheme script and storage) into every page:
 * about 6 KB gzip of the shell. Our theme is a plain one (src/web/app/theme.ts), so the build cuts
 * both branches: a theme that asks for CSS variables fails at once instead of rendering unstyled.
 * Each cut names the exact text it replaces, so an MUI upgrade that moves it fails the build
 * (decision 096).
 */
export function muiWithoutCssVariables(): Plugin {
  const cssVariablesError =
    "throw new Error('CSS-variables themes are cut from this build (vite.config.ts, decision 096)');";
  const cuts: Record<string, [RegExp, string][]> = {
    '@mui/material/styles/createTheme.mjs': [
      [/^import createThemeWithVars from "\.\/createThemeWithVars\.mjs";$/m, ''],
      [/ {2}return createThemeWithVars\(\{[^]*?\}, \.\.\.args\);/, `  ${cssVariablesError}`],
    ],
    '@mui/material/styles/ThemeProvider.mjs': [
      [/^import \{ CssVarsProvider \} from "\.\/ThemeProviderWithVars\.mjs";$/m, ''],
      [/ {2}return \/\*#__PURE__\*\/_jsx\(CssVarsProvider, \{[^]*?\}\);/, `  ${cssVariablesError}`],
    ],
  };
  return {
    name: 'mui-without-css-variables',
    apply: 'build',
    transform(code, id) {
      const found = Object.entries(cuts).find(([name]) => id.endsWith(`node_modules/${name}`));
      if (!found) return null;
      const [file, replacements] = found;
      let cut = code;
      for (const [pattern, replacement] of replacements) {
        if (!pattern.test(cut)) this.error(`${file} no longer holds ${String(pattern)}`);
        cut = cut.replace(pattern, replacement);
      }
      return { code: cut, map: null };
    },
  };
}

// React Router's package points every bundler at its development build (its warnings and checks):
// the dev server keeps it, the production build takes the same API without them.
export const buildAliases: Record<string, string> = {
  'react-router': fileURLToPath(
    new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

// The web app lives in src/web and builds to dist/web, which the API server serves.
export default defineConfig(({ command }) => ({
  root: 'src/web',
  plugins: [react(), muiWithoutCssVariables()],
  resolve: { alias: command === 'build' ? buildAliases : {} },
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
          // Lazy code is left to rolldown's own splitting: each page loads the pieces it uses and
          // no more. (A 'visitor' group once merged the pieces visitor pages share into one file,
          // but a group takes its modules' dependencies with it: every page, /sitemap/ included,
          // loaded zod and the attraction cards, 44 KB gzip; decision 096.)
          groups: [{ name: 'shell', tags: ['$initial'], priority: 2 }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((p) => [p, `http://127.0.0.1:${apiPort}`])),
  },
}));
