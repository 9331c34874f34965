import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const firebaseImports = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only src/data may import Firebase (DESIGN.md, convention 1).',
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
    files: ['scripts/**/*.{js,mjs}', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Boundaries between the layers (DESIGN.md, convention 1).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [firebaseImports] }] },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            firebaseImports,
            { group: ['react', 'react-dom', 'react-dom/*', '@mui/*', '@emotion/*'], message: 'src/domain is pure TypeScript.' },
            { group: ['**/data/*', '**/admin/*', '**/app/*', '**/site/*'], message: 'src/domain depends on nothing else in src.' },
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
          patterns: [
            firebaseImports,
            { group: ['**/admin/*', '**/data/*', '**/app/*'], message: 'The public page imports no admin or data code.' },
            { group: ['@mui/*', '@emotion/*'], message: 'The public page stays light: no MUI.' },
          ],
        },
      ],
    },
  },
);
