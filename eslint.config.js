// Lint: correctness (typescript-eslint), hooks, and the house's layers (docs/ARCHITECTURE.md).
// The layer blocks below are self-contained: each names the folders it guards and what they may
// not import, so a wrong import fails `npm run lint` with a message saying which rule it broke.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ── Server layers, bottom to top ────────────────────────────────────────────────────────────
// base (every file at src/server's root but the top: config, clock, logger, …) → db/ → http/ →
// shared-state/ → services/* → app.ts, main.ts. Read from the folder, so a new root file is in
// the base layer from the start.
const SERVER_TOP = ['src/server/app.ts', 'src/server/main.ts'];
const SERVER_BASE = readdirSync(new URL('./src/server/', import.meta.url))
  .filter((name) => /\.(ts|mjs)$/.test(name))
  .map((name) => `src/server/${name}`)
  .filter((file) => !SERVER_TOP.includes(file));
const SERVICES = [
  'attraction-service',
  'management-service',
  'marketing-service',
  'integrations',
  'web-app',
];

const serverZones = [
  {
    target: [...SERVER_BASE, 'src/server/db'],
    from: [
      'src/server/http',
      'src/server/mail',
      'src/server/shared-state',
      'src/server/services',
      ...SERVER_TOP,
    ],
    message: 'db/ and the base modules sit at the bottom: they import no layer above them.',
  },
  {
    target: 'src/server/mail',
    from: ['src/server/http', 'src/server/shared-state', 'src/server/services', ...SERVER_TOP],
    message:
      'mail/ (the outbox and its transport) sits on db/: the services use it, not the reverse.',
  },
  {
    target: 'src/server/http',
    from: ['src/server/shared-state', 'src/server/services', ...SERVER_TOP],
    message: 'http/ is infrastructure below the services: move what it needs down, not up.',
  },
  {
    target: 'src/server/shared-state',
    from: ['src/server/services', ...SERVER_TOP],
    message: 'shared-state/ backs http/ with Redis: it imports no service.',
  },
  ...SERVICES.map((service) => ({
    target: `src/server/services/${service}`,
    from: 'src/server/services',
    except: [`./${service}`],
    message:
      'Services never import one another: move what two services share down into http/ or db/.',
  })),
  {
    target: 'src/server/services',
    from: SERVER_TOP,
    message: 'app.ts and main.ts compose the server: nothing below imports them.',
  },
  {
    target: 'src/server/app.ts',
    from: 'src/server/main.ts',
    message: 'main.ts starts the app: nothing imports it.',
  },
  {
    target: 'src/server',
    from: ['src/web', 'tests', 'scripts', 'bench'],
    message: 'The server imports only itself and the contract.',
  },
];

// ── Contract ────────────────────────────────────────────────────────────────────────────────
const contractZones = [
  {
    target: 'src/contract',
    from: ['src/server', 'src/web', 'tests', 'scripts', 'bench'],
    message: 'The contract imports nothing of ours: server and browser both build on it.',
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'var/', 'node_modules/', 'coverage/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  // Type-aware: floating promises, unsafe `any`, awaiting non-promises and the like are errors.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Each file is typed by its nearest tsconfig.json: the root one for contract, server, tests,
      // scripts and bench; src/web/tsconfig.json (which extends tsconfig.web.json) for the web app.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript when following imports (no-cycle reads every file it reaches).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Relative imports spell the compiled name (`./x.js`); the resolver finds `x.ts`.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // A loop of imports hides which module is the lower one; type-only imports do not count.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },

  // ── Contract block ──
  {
    // The contract's own unit tests may share the test fixtures, and nothing else of ours.
    files: ['src/contract/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: contractZones.map((zone) => ({
            ...zone,
            from: zone.from.filter((folder) => folder !== 'tests'),
          })),
        },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    ignores: ['src/contract/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: contractZones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*'],
              message: 'The contract has no I/O: it runs in the browser too.',
            },
            {
              // Every package the contract uses is in the browser's first view and the server:
              // zod, and @date-fns/tz for London time (decision 008). Another needs a decision.
              regex: '^(?!\\.|node:|zod$|@date-fns/tz$)',
              message:
                'The contract imports only zod and @date-fns/tz (decision 008): another package needs a decision first.',
            },
          ],
        },
      ],
    },
  },

  // ── Server block ──
  {
    files: ['src/server/**/*.{ts,mjs}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones }],
    },
  },

  // ── Web block ── (the web app's own layers are added here)
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', '**/server/**'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
          paths: [
            {
              // A read the server render does not wait for leaves the page's first view loading
              // (decision 187).
              name: '@tanstack/react-query',
              importNames: ['useQuery', 'useSuspenseQuery'],
              message:
                'Read through usePageQuery or useServerReads (src/web/api/page-query.ts): the server render waits for those.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one place that wraps useQuery; the admin area is never server-rendered (decision 080).
    files: ['src/web/api/page-query.ts', 'src/web/features/admin/**', 'src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', '**/server/**'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  // ── Web layers (docs/decisions/049, docs/ARCHITECTURE.md) ─────────────────────────────────
  // src/web reads bottom to top: lib → api → providers → components → feature folders → app.
  // Each layer imports only from the layers below it; feature folders never import one another
  // (what two features share moves down a layer); nothing imports app/ but main.tsx.
  ...webLayerRules(),
  ...shapeRules(),
  // Plain JavaScript (this file, build scripts, the PGlite worker) belongs to no tsconfig.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  prettier,
);

/**
 * The house's shape (docs/ARCHITECTURE.md, decision 034): small files and functions, one
 * import-extension style per tsconfig, and the type-aware rules' exceptions with their reasons.
 */
function shapeRules() {
  // Blank lines and comments do not count: a well-commented file is not a long one.
  const size = { skipBlankLines: true, skipComments: true };
  return [
    {
      files: ['src/**/*.{ts,tsx,mjs}'],
      rules: {
        'max-lines': ['error', { max: 300, ...size }],
        'max-lines-per-function': ['error', { max: 100, ...size }],
      },
    },
    {
      // A test file is a list of cases about one subject and a describe block is one function by
      // nature: splitting them by line count would scatter a subject's cases.
      files: ['src/**/*.test.{ts,tsx}'],
      rules: { 'max-lines': 'off', 'max-lines-per-function': 'off' },
    },
    {
      // The web app is bundled (moduleResolution Bundler): its imports name no extension.
      files: ['src/web/**/*.{ts,tsx}'],
      rules: {
        'import-x/extensions': [
          'error',
          'never',
          {
            ignorePackages: true,
            checkTypeImports: true,
            pattern: { json: 'always', svg: 'always' },
          },
        ],
      },
    },
    {
      // Server, contract, tests and bench run on Node (NodeNext): a relative import spells the
      // compiled file, `./x.js`.
      files: ['src/server/**/*.ts', 'src/contract/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts'],
      rules: { 'import-x/extensions': ['error', 'ignorePackages', { checkTypeImports: true }] },
    },
    {
      // Fastify plugins must be async functions (a sync one without `done` never finishes
      // loading), and an interface's Promise-returning methods may be met without awaiting.
      files: ['**/*.{ts,tsx}'],
      rules: { '@typescript-eslint/require-await': 'off' },
    },
    {
      // API and browser tests read response bodies as untyped JSON (`response.json()` is `any`)
      // and their assertions are the type check. TODO(lint-shape): type the bodies in tests.
      files: ['tests/**/*.ts'],
      rules: {
        '@typescript-eslint/no-unsafe-argument': 'off',
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-call': 'off',
        '@typescript-eslint/no-unsafe-member-access': 'off',
        '@typescript-eslint/no-unsafe-return': 'off',
      },
    },
    {
      // `expect(services.reload).toHaveBeenCalled()` hands a mock over to be inspected, not called.
      files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
      rules: { '@typescript-eslint/unbound-method': 'off' },
    },
  ];
}

/** The import-boundary and cycle rules for src/web, kept in one place so the layers read at once. */
function webLayerRules() {
  const web = 'src/web';
  const features = [
    'home',
    'attractions',
    'attraction-page',
    'attraction-wizard',
    'attraction-editing',
    'retrieve-submission',
    'catalogue',
    'info',
    'admin',
    'system',
    'shortlist',
    'email-links',
  ];
  const featureDirs = features.map((feature) => `./${web}/features/${feature}`);
  const app = `./${web}/app`;
  // Shared layers, lowest first: each may import those before it, never those after it.
  const shared = ['lib', 'api', 'providers', 'components'];
  const sharedZones = shared.map((layer, index) => ({
    target: `./${web}/${layer}`,
    from: [...shared.slice(index + 1).map((above) => `./${web}/${above}`), ...featureDirs, app],
    message: `${layer}/ is a shared layer: it imports only the layers below it (${['contract', ...shared.slice(0, index)].join(', ')}), never ${[...shared.slice(index + 1).map((above) => `${above}/`), 'a feature folder'].join(', ')} or app/.`,
  }));
  // ssr/ (the server render's helpers) serves entry-server.tsx alone: it sits on api/ and lib/,
  // and nothing of the browser's app imports it (it would ship to every visitor).
  const ssr = `./${web}/ssr`;
  const ssrZones = [
    {
      target: ssr,
      from: [`./${web}/providers`, `./${web}/components`, ...featureDirs, app],
      message:
        'ssr/ serves the server entry: it imports only contract, lib/ and api/, never providers/, components/, a feature or app/.',
    },
    {
      target: [
        ...shared.map((layer) => `./${web}/${layer}`),
        ...featureDirs,
        app,
        `./${web}/main.tsx`,
      ],
      from: ssr,
      message: 'Only entry-server.tsx imports ssr/: the browser app never needs it.',
    },
  ];
  // The app's own code never reaches into tests/ (fixtures, helpers); its tests may.
  const testsZone = {
    target: `./${web}`,
    from: ['./tests', './scripts', './bench'],
    message: 'The web app imports only itself and the contract: tests/ serves the tests.',
  };
  const featureZones = features.map((feature, index) => ({
    target: featureDirs[index],
    from: [...featureDirs.filter((_, other) => other !== index), app],
    message: `Feature folders do not import one another or app/: move what ${feature}/ shares down to components/, providers/, api/ or lib/.`,
  }));
  return [
    {
      files: [`${web}/**/*.{ts,tsx}`],
      plugins: { 'import-x': importX },
      settings: {
        // The cycle rule reads each imported file, so it must know to parse TypeScript.
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        // Web code imports its own files without an extension and the contract's with '.js'.
        'import-x/resolver-next': [
          createNodeResolver({
            extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
            extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { zones: [...sharedZones, ...featureZones, ...ssrZones, testsZone] },
        ],
        'import-x/no-cycle': 'error',
      },
    },
    {
      // Component tests share the test helpers under tests/component.
      files: [`${web}/**/*.test.{ts,tsx}`],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { zones: [...sharedZones, ...featureZones, ...ssrZones] },
        ],
      },
    },
  ];
}
