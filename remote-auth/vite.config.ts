import { appConfig } from '@marathon/shared/build';
import { defineConfig } from 'vite';

/** What this remote exposes; a contract test compares it with EXPOSED_MODULES in @marathon/shared/contracts. */
export const exposes = {
  './LoginDrawer': './src/exposed/LoginDrawer.tsx',
  './mount': './src/exposed/mount.tsx',
};

export default defineConfig(
  appConfig({
    dir: import.meta.dirname,
    name: 'remote_auth',
    port: 5202,
    exposes,
  }),
);
