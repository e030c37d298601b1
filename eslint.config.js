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
    // Every API route comes from its endpoint in the shared table, through `route` (api/src/http/route.ts): a route
    // registered by hand would skip the input schemas and the answer check. The file host (a plugin) and the
    // uploaded files' route are the only routes that are not API calls.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/http/route.ts', 'api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/][callee.object.name=/^(app|instance|fastify|server)$/]",
          message:
            'Register API routes with route(app, endpoints.<name>, options, handler) from api/src/http/route.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
