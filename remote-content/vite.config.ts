import { appConfig } from '@marathon/shared/build';
import { defineConfig } from 'vite';

/** What this remote exposes; a contract test compares it with EXPOSED_MODULES in @marathon/shared/contracts. */
export const exposes = {
  './HomePage': './src/exposed/HomePage.tsx',
  './DocumentPage': './src/exposed/DocumentPage.tsx',
  './DocumentListPage': './src/exposed/DocumentListPage.tsx',
  './RichListPage': './src/exposed/RichListPage.tsx',
};

export default defineConfig(
  appConfig({
    dir: import.meta.dirname,
    name: 'remote_content',
    port: 5201,
    exposes,
  }),
);
