// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'tests/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Apps reach shared libraries only through @marathon/shared, so the page holds one tree-shaken copy of each.
    files: ['shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router-dom', message: "Import from '@marathon/shared/router'." },
            { name: 'react-router', message: "Import from '@marathon/shared/router'." },
            { name: 'react-i18next', message: "Import useTranslation from '@marathon/shared'." },
            { name: 'i18next', message: "Use the i18n instance from '@marathon/shared'." },
            { name: 'zustand', message: 'Stores live in @marathon/shared.' },
            { name: 'dayjs', message: "Use formatDate from '@marathon/shared'." },
            { name: 'ofetch', message: "Use api() or fetchFile from '@marathon/shared'." },
          ],
          patterns: [
            { group: ['@chakra-ui/*'], message: "Import from '@marathon/shared/ui' or '/ui-interactive'." },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
