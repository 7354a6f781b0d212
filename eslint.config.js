import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One lint config for the repo. Besides type-aware TypeScript rules it enforces the
 * architecture's import boundaries (ARCHITECTURE §3): packages never import apps, a web
 * feature never imports another feature, lib/components never import features or app,
 * server modules talk to each other only through their public use cases, and only
 * config.ts reads process.env.
 */
const features = (app) => {
  const root = `apps/${app}/src/features`;
  const names = existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  return names.map((name) => ({
    target: `./${root}/${name}`,
    from: `./${root}`,
    except: [`./${name}`],
    message: 'A feature never imports another feature; move shared code to components/ or lib/.',
  }));
};

/**
 * Server modules reach each other only through a module's index.ts (its exported use cases),
 * and a module's tables (modules/<name>/schema.ts) are read and written by that module alone.
 * Tests may also read another module's schema.ts, to check what a call left in the database, and
 * use its test-fixtures.ts (e.g. admin's signed-in staff for a domain's operator calls).
 */
const serverModules = ({ tests }) => {
  const root = 'apps/server/src/modules';
  const names = existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  return names.map((name) => ({
    target: `./${root}/${name}`,
    from: `./${root}`,
    except: [
      `./${name}`,
      ...names
        .filter((other) => other !== name)
        .flatMap((other) =>
          tests ? [`./${other}/index.ts`, `./${other}/schema.ts`, `./${other}/test-fixtures.ts`] : [`./${other}/index.ts`],
        ),
    ],
    message: tests
      ? 'A test reaches another module through its index.ts, test-fixtures.ts or schema.ts.'
      : 'Call another module only through its index.ts (exported use cases); its tables are its own.',
  }));
};

/** Server code outside the modules (start-up, CLIs, seeds) uses the modules' use cases, never their tables. */
const tablesOutsideModules = {
  target: ['./apps/server/src/*.ts', './apps/server/src/cli/**', './apps/server/src/db/**', './apps/server/src/http/**'],
  from: ['./apps/server/src/modules/*/schema.ts'],
  message: "Only a module's own files touch its tables; call the module's use case (its index.ts).",
};

const importZones = ({ tests }) => [
  { target: './packages', from: './apps', message: 'packages/* never import apps/*' },
  { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
  { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
  { target: './apps/web/src/features', from: './apps/web/src/app' },
  { target: './apps/console/src/lib', from: ['./apps/console/src/features', './apps/console/src/app'] },
  { target: './apps/console/src/components', from: ['./apps/console/src/features', './apps/console/src/app'] },
  { target: './apps/server/src/http', from: './apps/server/src/modules' },
  { target: './apps/server/src/db', from: ['./apps/server/src/modules', './apps/server/src/http'] },
  ...(tests ? [] : [tablesOutsideModules]),
  ...features('web'),
  ...features('console'),
  ...serverModules({ tests }),
];

const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test-fixtures.ts', 'e2e/**', 'bench/**', 'apps/server/src/test/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/artifacts/**',
      'test-results/**',
      '**/*.config.{js,mjs}',
      'apps/server/build.mjs',
      'scripts/**',
      'bench/*.mjs',
      // Plain-JS build helpers and the service worker (served as written, outside the TS project).
      'apps/web/scripts/**',
      'apps/web/public/sw.js',
      // Programs run inside the local stand-in images (deploy/standins/README.md), not our code.
      'deploy/standins/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-restricted-paths': ['error', { zones: importZones({ tests: false }) }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through config.ts only.',
        },
      ],
    },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
  },
  {
    files: [
      'apps/server/src/config.ts',
      '**/*.test.ts',
      'e2e/**',
      'bench/**',
      '**/vite.config.ts',
      '**/playwright.config.ts',
      'vitest.config.ts',
      'apps/server/drizzle.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Tests read arbitrary envelope data; strict `any` rules there would only add casts.
    files: testFiles,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones({ tests: true }) }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // A module's index.ts is its public face: use cases and views, never its tables.
    files: ['apps/server/src/modules/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration, ExportNamedDeclaration[source.value=/schema/]',
          message: "index.ts exports use cases, not the module's tables (schema.ts).",
        },
      ],
    },
  },
);
