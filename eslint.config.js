import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Folders of the web app whose screens still have English text written in them rather than taken from the
 * translations (issue 32). Remove a folder from this list once it passes the rule below: the list only shrinks.
 */
const notYetTranslated = [
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'packages/server/src/db/migrations/**', 'packages/server/test/apiClient/schema.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Every text a person reads in the web app comes from the translations (issue 32): no literal text in JSX or in
    // the attributes people read or hear.
    files: ['packages/web/src/**/*.tsx', 'packages/web/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', ...notYetTranslated],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        { mode: 'jsx-only', 'jsx-attributes': { include: ['label', 'description', 'placeholder', 'title', 'aria-label', 'alt', 'error', 'tooltip', 'message'] } },
      ],
    },
  },
);
