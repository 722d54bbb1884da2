import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Read from the folders so that a new feature is walled off without anyone remembering to add it here.
function featuresNeverImportEachOther() {
  const root = './apps/web/src/features';
  const features = readdirSync(new URL(root, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: markup shared by several goes to ui/, logic to lib/, and a screen that shows another feature’s piece receives it from its route in app/ (ADR 0113).',
  }));
}

// Module boundaries are lint rules so that the architecture cannot drift silently.
const appsNeverImportEachOther = {
  zones: [
    { target: './apps/web', from: './apps/server', message: 'Apps never import each other.' },
    { target: './apps/server', from: './apps/web', message: 'Apps never import each other.' },
    { target: './packages', from: './apps', message: 'Packages never import apps.' },
    {
      target: './apps/web/src/ui',
      from: ['./apps/web/src/features', './apps/web/src/app'],
      message: 'The design system depends on nothing above it.',
    },
    {
      target: './apps/web/src/lib',
      from: ['./apps/web/src/features', './apps/web/src/app'],
      message: 'lib depends on nothing above it.',
    },
    {
      target: './apps/web/src/lib',
      from: './apps/web/src/ui',
      message: 'lib holds logic without markup; components that need the design system live in ui or app.',
    },
    {
      target: './apps/web/src/features',
      from: './apps/web/src/app',
      message: 'Features do not import the app shell.',
    },
    ...featuresNeverImportEachOther(),
  ],
};

// Server modules meet only through their index.ts and read only their own tables (ADR 0115). The
// module list is read from the folder, so a new module is covered as soon as it exists.
const serverSrc = fileURLToPath(new URL('./apps/server/src', import.meta.url));
const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const serverModules = foldersIn(`${serverSrc}/modules`);
// A module owns the schema file of its own name; these own files named otherwise.
const serverSchemaFilesNamedOtherwise = {
  accounts: ['accounts', 'auth'],
  declaration: ['declarations'],
  eligibility: ['leads'],
};
const schemaFilesOf = (module) => serverSchemaFilesNamedOtherwise[module] ?? [module];
for (const file of readdirSync(`${serverSrc}/db/schema`)) {
  if (!file.endsWith('.ts') || file === 'index.ts') continue;
  const owners = serverModules.filter((module) => schemaFilesOf(module).includes(file.slice(0, -3)));
  if (owners.length !== 1)
    throw new Error(
      `db/schema/${file} needs exactly one owning module in eslint.config.js, has ${owners.length}.`,
    );
}
const serverTestFiles = [
  'apps/server/src/**/*.test.ts',
  'apps/server/src/**/test-support.ts',
  'apps/server/test/**/*.ts',
];

/** Tests may also use another module's test-support.ts, the module list, and any table. */
function serverModuleBoundaries({ tests }) {
  const modules = './apps/server/src/modules';
  const entriesOf = (others) => [
    ...others.map((other) => `./${other}/index.ts`),
    ...(tests ? others.map((other) => `./${other}/test-support.ts`) : []),
  ];
  // What a module is, the events its hooks receive and how its hooks are collected is shared by all of
  // them. The module list is the composition root's: a module importing it would import itself.
  const shared = [
    './server-module.ts',
    './module-events.ts',
    './module-hooks.ts',
    ...(tests ? ['./index.ts'] : []),
  ];
  const outside = [
    ...readdirSync(serverSrc)
      .filter((entry) => entry !== 'modules')
      .map((entry) => `./apps/server/src/${entry}`),
    './apps/server/test',
  ];
  return [
    ...serverModules.map((module) => ({
      target: `${modules}/${module}`,
      from: modules,
      except: [`./${module}`, ...shared, ...entriesOf(serverModules.filter((other) => other !== module))],
      message: `A module reaches another only through its index.ts${tests ? ' or test-support.ts' : ''}.`,
    })),
    ...(tests
      ? []
      : serverModules.map((module) => ({
          target: `${modules}/${module}`,
          from: './apps/server/src/db/schema',
          except: schemaFilesOf(module).map((file) => `./${file}.ts`),
          message: `The ${module} module reads only its own tables; another module's are reached through its index.ts.`,
        }))),
    {
      target: outside,
      from: modules,
      except: [
        './index.ts',
        './server-module.ts',
        './module-events.ts',
        './module-hooks.ts',
        ...entriesOf(serverModules),
      ],
      message: `Code outside the modules reaches a module only through its index.ts${tests ? ' or test-support.ts' : ''}.`,
    },
  ];
}

// API answers are no-store by default (http/api-cache-policy.ts); a route only sets a header that differs.
const noStoreCopies = {
  selector: "Literal[value='no-store']",
  message:
    'API answers are no-store by default (http/api-cache-policy.ts); a route only sets a header that differs.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'tmp/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', appsNeverImportEachOther],
      'import-x/no-relative-packages': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 4 }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@camino/*/src/*', '@camino/*/src'],
              message: 'Import packages through their public entry.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
    settings: {
      'import-x/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/http/api-cache-policy.ts'],
    rules: {
      'no-restricted-syntax': ['error', noStoreCopies],
    },
  },
  {
    // Wall-clock reads that a test could not move: only the injected clock tells the time in modules.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.test.ts', 'apps/server/src/modules/**/test-support.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noStoreCopies,
        {
          selector: ":not(AssignmentPattern) > NewExpression[callee.name='Date'][arguments.length=0]",
          message:
            'Ask the injected clock (app.clock in routes, clock in the jobs context) rather than the system time.',
        },
      ],
    },
  },
  {
    // Server module boundaries (ADR 0115); the zones of the base block are kept, as this replaces them.
    files: ['apps/server/**/*.ts'],
    ignores: serverTestFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...appsNeverImportEachOther.zones, ...serverModuleBoundaries({ tests: false })] },
      ],
    },
  },
  {
    files: serverTestFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...appsNeverImportEachOther.zones, ...serverModuleBoundaries({ tests: true })] },
      ],
    },
  },
  {
    // The engine is pure: the browser and the server both run it, so it may not touch I/O or frameworks.
    files: ['packages/questionnaire/src/**/*.ts'],
    ignores: ['packages/questionnaire/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The questionnaire engine does no I/O.' },
            {
              group: [
                'fs',
                'path',
                'http',
                'https',
                'child_process',
                'react',
                'react-*',
                'fastify',
                'fastify-*',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                'pg-boss',
                '@electric-sql/*',
              ],
              message: 'The questionnaire engine may not import I/O or frameworks.',
            },
            { group: ['@camino/*/src/*'], message: 'Import packages through their public entry.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
