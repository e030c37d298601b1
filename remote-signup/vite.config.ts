import { appConfig } from '@marathon/shared/build';
import { defineConfig } from 'vite';

/** What this remote exposes; a contract test compares it with EXPOSED_MODULES in @marathon/shared/contracts. */
export const exposes = {
  './SignupPage': './src/exposed/SignupPage.tsx',
  './ConfirmPage': './src/exposed/ConfirmPage.tsx',
  './UploadPage': './src/exposed/UploadPage.tsx',
  './MemberCentre': './src/exposed/MemberCentre.tsx',
  './FieldDemos': './src/exposed/FieldDemos.tsx',
};

export default defineConfig(
  appConfig({
    dir: import.meta.dirname,
    name: 'remote_signup',
    port: 5204,
    exposes,
  }),
);
