import { appConfig } from '@marathon/shared/build';
import { defineConfig } from 'vite';

export default defineConfig(
  appConfig({
    dir: import.meta.dirname,
    name: 'remote_auth',
    port: 5202,
    exposes: {
      './LoginDrawer': './src/exposed/LoginDrawer.tsx',
      './mount': './src/exposed/mount.tsx',
    },
  }),
);
