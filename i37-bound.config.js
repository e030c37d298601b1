import tseslint from 'typescript-eslint';
import apiBoundaries from './api/lint/plugin.js';
export default [
  { files: ['api/src/**/*.ts'], ignores: ['**/*.test.ts', '**/*.test-support.ts', 'api/src/test-support/**'], languageOptions: { parser: tseslint.parser },
    plugins: { 'api-boundaries': apiBoundaries }, rules: { 'api-boundaries/layers': 'error', 'api-boundaries/own-tables': 'error' } },
  { files: ['api/src/**/*migration*.ts', 'api/src/main/migrations.ts'], rules: { 'api-boundaries/own-tables': 'off' } },
];
