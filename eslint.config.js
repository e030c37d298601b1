// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import apiBoundaries from './api/lint/plugin.js';

/** Apps reach shared libraries only through @marathon/shared, so the page holds one tree-shaken copy of each. */
const throughShared = [
  { name: 'react-router-dom', message: "Import from '@marathon/shared/router'." },
  { name: 'react-router', message: "Import from '@marathon/shared/router'." },
  { name: 'react-i18next', message: "Import useTranslation from '@marathon/shared'." },
  { name: 'i18next', message: "Use the i18n instance from '@marathon/shared'." },
  { name: 'zustand', message: 'Stores live in @marathon/shared.' },
  { name: 'dayjs', message: "Use formatDate from '@marathon/shared'." },
  { name: 'ofetch', message: "Use api() or fetchFile from '@marathon/shared'." },
];
const chakraThroughShared = {
  group: ['@chakra-ui/*'],
  message: "Import from '@marathon/shared/ui' or '/ui-interactive'.",
};

/**
 * Import zones: each app is built and deployed on its own, so it may reach another package only through that
 * package's name, and only the packages its zone allows. A relative path into another package's sources would
 * bypass both, so it is refused everywhere.
 */
const intoOtherPackage = (/** @type {string} */ packages, /** @type {string} */ message) => ({
  regex: `^(\\.\\./)+(${packages})/(src|build)(/|$)`,
  message,
});
const zone = {
  remote: [
    {
      group: ['@marathon/remote-*', '@marathon/shell'],
      message:
        'A remote never imports another remote or the shell: what two apps need lives in @marathon/shared.',
    },
    {
      group: ['@marathon/api', '@marathon/tests'],
      message: 'A remote reaches the API over HTTP only, through the contracts in @marathon/shared.',
    },
    intoOtherPackage(
      'remote-[a-z]+|shell|api|shared|tests',
      'Import another package by its name (@marathon/shared), never by a relative path.',
    ),
  ],
  shell: [
    {
      group: ['@marathon/remote-*'],
      message:
        'The shell loads remotes at run time through Module Federation (RemoteView), never their source.',
    },
    {
      group: ['@marathon/api', '@marathon/tests'],
      message: 'The shell reaches the API over HTTP only, through the contracts in @marathon/shared.',
    },
    intoOtherPackage(
      'remote-[a-z]+|api|shared|tests',
      'Import another package by its name (@marathon/shared), never by a relative path.',
    ),
  ],
  shared: [
    {
      regex: '^@marathon/(?!shared(/|$))',
      message: '@marathon/shared is imported by every app and imports none of them.',
    },
    intoOtherPackage(
      'shell|remote-[a-z]+|api|tests',
      '@marathon/shared is imported by every app and imports none of them.',
    ),
  ],
  shellServer: [
    {
      group: ['@marathon/remote-*', '@marathon/api', '@marathon/tests', '@marathon/tools', '@marathon/bench'],
      message:
        "The shell's server ships alone: it reads a remote's first paint over HTTP (its published fragment), the API over HTTP, and no other package's sources.",
    },
    {
      group: ['@marathon/shared/test-support', '@marathon/shared/build'],
      message: "The shell's server runs in production: no test harness and no build tooling.",
    },
    intoOtherPackage(
      'remote-[a-z]+|api|shared|tests|tools|bench',
      'Import another package by its name (@marathon/shared), never by a relative path.',
    ),
  ],
  api: [
    {
      regex: '^@marathon/(?!shared(/|$))',
      message: 'The API never imports an app: apps talk to it over HTTP.',
    },
    {
      // The root entry and the UI entries carry the browser runtime; the API needs the contract, the cipher, the
      // plain formats results are written in, the reading of the site's language cookie (its own pages) and the proxy
      // settings it shares with the shell's server.
      regex:
        '^@marathon/shared(?!/(api|cipher|race-time|language-cookie|trust-proxy|internal-call|qr-runs)$)',
      message:
        'The API imports from @marathon/shared only its contract (/api), the password cipher (/cipher), the race-time formats (/race-time), /language-cookie, the QR code’s modules (/qr-runs) and the proxy settings (/trust-proxy, /internal-call).',
    },
    intoOtherPackage(
      'shell|remote-[a-z]+|shared|tests',
      'The API imports from @marathon/shared only /api and /cipher, by name.',
    ),
  ],
};

/** Files that only tests load: the test harness may be imported there and nowhere else. */
const testFiles = [
  '**/*.test.{ts,tsx}',
  '**/test-support/**',
  '**/*.test-support.{ts,tsx}',
  '**/testing.tsx',
];
const testHarness = {
  paths: [{ name: '@marathon/shared/test-support', message: 'The test harness is for tests only.' }],
  patterns: [{ group: ['@testing-library/*'], message: 'Testing Library is for tests only.' }],
};

/**
 * The import rules of a package's sources: its zone everywhere, and in the files that ship (not tests) no test
 * harness either. One rule entry per file set, because a later entry replaces an earlier one.
 */
function importRules(
  /** @type {string} */ dir,
  /** @type {{ paths: object[], patterns: object[] }} */ { paths, patterns },
) {
  const files = [`${dir}/src/**/*.{ts,tsx}`];
  return [
    { files, rules: { 'no-restricted-imports': ['error', { paths, patterns }] } },
    {
      files,
      ignores: testFiles,
      rules: {
        'no-restricted-imports': [
          'error',
          { paths: [...paths, ...testHarness.paths], patterns: [...patterns, ...testHarness.patterns] },
        ],
      },
    },
  ];
}

/** Sources the typed rules read: the apps' and the API's code, not configs, build scripts or dist. */
const typedSources = ['{shared,shell,remote-*,api}/src/**/*.{ts,tsx}', 'shell/server/**/*.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-dev/**',
      '.site/**',
      '**/.data/**',
      'tests/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'check-file': checkFile },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One name shape for hook modules, the one most of them had: use-countdown.ts, use-lookup.ts.
      'check-file/filename-naming-convention': [
        'error',
        { '**/use*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Promises nobody awaits lose their errors; a promise handed where a void callback is expected (onClick,
    // onSubmit) is one of them. These rules need the type checker, so they read the sources only, through one
    // program (tsconfig.eslint.json): a file matched here but missing from it fails the lint.
    files: typedSources,
    languageOptions: {
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React ignores what an event handler returns, and react-hook-form's handleSubmit hands one back by design:
      // checking JSX attributes would wrap every form in `void`, which handles no rejection either.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  ...importRules('remote-*', { paths: throughShared, patterns: [chakraThroughShared, ...zone.remote] }),
  ...importRules('shell', { paths: throughShared, patterns: [chakraThroughShared, ...zone.shell] }),
  ...importRules('shared', { paths: [], patterns: zone.shared }),
  {
    // The shell's server: its own zone (shell/server), compiled on its own (shell/server/build.mjs).
    files: ['shell/server/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: zone.shellServer }] },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: zone.api }] },
  },
  {
    // Every API route comes from its endpoint in the shared table, through `route` (api/src/platform/http/route.ts): a route
    // registered by hand would skip the input schemas and the answer check. The file host (a plugin) and the
    // uploaded files' route are the only routes that are not API calls.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/platform/http/route.ts', 'api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(get|post|put|patch|delete|head|options|all|route)$/][callee.object.name=/^(app|instance|fastify|server)$/]",
          message:
            'Register API routes with route(app, endpoints.<name>, options, handler) from api/src/platform/http/route.',
        },
      ],
    },
  },
  {
    // The API's boundaries (api/lint/plugin.js, proven by api/lint/lint-rules.test.js): main/ wires, a module reaches
    // another only through its index.ts, platform/ and kernel/ never reach up, and a module queries only the tables
    // its own tables.ts declares. Tests and their harness may reach anything.
    files: ['api/src/**/*.ts'],
    ignores: testFiles,
    plugins: { 'api-boundaries': apiBoundaries },
    rules: { 'api-boundaries/layers': 'error', 'api-boundaries/own-tables': 'error' },
  },
  {
    // Migrations are the database's history, written once and never edited: the early ones made tables that
    // several modules own now. A new module's migration creates only its own tables (review, not this rule).
    files: ['api/src/**/*migration*.ts', 'api/src/main/migrations.ts'],
    rules: { 'api-boundaries/own-tables': 'off' },
  },
  {
    // No import cycles in any package: a cycle makes load order decide what a module sees (undefined at import
    // time) and ties parts that should change alone. Packages are followed by relative imports only
    // (ignoreExternal: another package is linted as its own sources), which keeps the rule cheap.
    files: ['{shared,shell,remote-*,mobile,api,tools,bench,tests}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
