import { appConfig } from '@marathon/shared/build';
import { defineConfig } from 'vite';

export default defineConfig(
  appConfig({
    dir: import.meta.dirname,
    name: 'remote_content',
    port: 5201,
    exposes: {
      './HomePage': './src/exposed/HomePage.tsx',
      './DocumentPage': './src/exposed/DocumentPage.tsx',
      './DocumentListPage': './src/exposed/DocumentListPage.tsx',
      './RichListPage': './src/exposed/RichListPage.tsx',
    },
  }),
);
