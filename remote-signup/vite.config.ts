import { appConfig } from '@marathon/shared/build';
import type { ExposedFiles } from '@marathon/shared/contracts';
import { defineConfig } from 'vite';

/** What this remote exposes: exactly the modules of its table in @marathon/shared/contracts (checked by tsc). */
export const exposes = {
  './SignupPage': './src/exposed/SignupPage.tsx',
  './ConfirmPage': './src/exposed/ConfirmPage.tsx',
  './UploadPage': './src/exposed/UploadPage.tsx',
  './MemberCentre': './src/exposed/MemberCentre.tsx',
  './FieldDemos': './src/exposed/FieldDemos.tsx',
} satisfies ExposedFiles<'signup'>;

export default defineConfig(
  appConfig({
    dir: import.meta.dirname,
    name: 'remote_signup',
    port: 5204,
    exposes,
  }),
);
