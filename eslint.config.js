import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import prettier from 'eslint-config-prettier';

// Feature folders of the staff tool: one never imports another (PATTERNS.md). Shared code lives in
// admin/ui, admin/print, admin/paths.ts, admin/auth/session-context.ts, admin/testing, data and domain.
const features = ['students', 'instructors', 'agenda', 'closures', 'users', 'payments', 'reports', 'records'];
const featureZones = features.map((feature) => ({
  target: `./src/admin/${feature}`,
  from: features.filter((other) => other !== feature).map((other) => `./src/admin/${other}`),
  message: 'A feature folder never imports another; move shared code to admin/ui, domain or data.',
}));

const firebaseImports = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only src/data may import Firebase (DESIGN.md, convention 1).',
};
// src/domain/z.ts configures zod before any schema is built (the Content-Security-Policy forbids eval).
const zodImport = {
  name: 'zod',
  allowTypeImports: true,
  message: 'Import { z } from src/domain/z.ts: it keeps zod from trying eval, which the CSP forbids.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', '.cache', '.emulator-data', 'coverage', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // import/no-cycle follows our own imports only: parsing MUI and Firebase for it took 3/4 of the lint.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/data',
              from: ['./src/admin', './src/app', './src/site'],
              message: 'src/data serves the screens; it imports no admin, app or site code.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Injected into the page by the screen benchmark.
    files: ['scripts/bench/in-page.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Boundaries between the layers (DESIGN.md, convention 1).
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodImport], patterns: [firebaseImports] }] },
  },
  {
    files: ['src/data/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodImport] }] },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodImport],
          patterns: [
            firebaseImports,
            {
              group: ['react', 'react-dom', 'react-dom/*', '@mui/*', '@emotion/*'],
              message: 'src/domain is pure TypeScript.',
            },
            {
              group: ['**/data/*', '**/admin/*', '**/app/*', '**/site/*'],
              message: 'src/domain depends on nothing else in src.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodImport],
          patterns: [
            firebaseImports,
            {
              group: ['**/admin/*', '**/data/*', '**/app/*'],
              message: 'The public page imports no admin or data code.',
            },
            { group: ['@mui/*', '@emotion/*'], message: 'The public page stays light: no MUI.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/z.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  prettier,
);
