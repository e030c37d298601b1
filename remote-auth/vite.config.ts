import { appConfig } from '@marathon/shared/build';
import type { ExposedFiles } from '@marathon/shared/contracts';
import { defineConfig } from 'vite';

/** What this remote exposes: exactly the modules of its table in @marathon/shared/contracts (checked by tsc). */
export const exposes = {
  './LoginDrawer': './src/exposed/LoginDrawer.tsx',
  './mount': './src/exposed/mount.tsx',
} satisfies ExposedFiles<'auth'>;

export default defineConfig(
  appConfig({
    dir: import.meta.dirname,
    name: 'remote_auth',
    port: 5202,
    exposes,
  }),
);
