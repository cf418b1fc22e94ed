import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const WEB_SRC = join(import.meta.dirname, 'apps/web/src');
const WEB_FEATURES = readdirSync(join(WEB_SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers (DESIGN §3): app/ composes features, a feature uses only itself and
 * the shared layer (components/, lib/, i18n/), and the shared layer knows no feature and no app.
 */
const WEB_LAYER_ZONES = [
  ...WEB_FEATURES.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what both need to components/ or lib/.',
  })),
  { target: './features', from: './app', message: 'Features do not import the app shell.' },
  {
    target: ['./components', './lib', './i18n'],
    from: ['./features', './app'],
    message: 'Shared code does not import features or the app shell.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'packages/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read JSON bodies of many shapes; typing each one would say nothing the assertions don't.
    files: ['**/*.test.{ts,tsx}', '**/testing/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // SQL lives in *.repo.ts files (docs/decisions/009): elsewhere in the API, no raw query and
    // no query builder. Route files are to follow once they are registered from the endpoint table.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.repo.ts', '**/*.test.ts', 'apps/api/src/testing/**', 'apps/api/src/lib/bulk.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Query builder calls belong in a *.repo.ts file.' }],
          patterns: [{ group: ['**/lib/bulk.ts'], message: 'Bulk statements belong in a *.repo.ts file.' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query']",
          message: 'SQL belongs in a *.repo.ts file: call a repo function.',
        },
      ],
    },
  },
  {
    // An API module reaches another only through its services: another module's repos and the
    // SQL in them are that module's own (docs/decisions/009). Its types may be shared.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repo.ts'],
              allowTypeImports: true,
              message: "Another module's repo: call a function of its service instead.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // Imports name their files with extensions, so the plain node resolver finds every one.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': ['error', { basePath: WEB_SRC, zones: WEB_LAYER_ZONES }],
    },
  },
);
