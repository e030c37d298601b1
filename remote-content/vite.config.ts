import { appConfig } from '@marathon/shared/build';
import type { ExposedFiles } from '@marathon/shared/contracts';
import { defineConfig } from 'vite';

/** What this remote exposes: exactly the modules of its table in @marathon/shared/contracts (checked by tsc). */
export const exposes = {
  './HomePage': './src/exposed/HomePage.tsx',
  './DocumentPage': './src/exposed/DocumentPage.tsx',
  './DocumentListPage': './src/exposed/DocumentListPage.tsx',
  './RichListPage': './src/exposed/RichListPage.tsx',
} satisfies ExposedFiles<'content'>;

export default defineConfig(
  appConfig({
    dir: import.meta.dirname,
    name: 'remote_content',
    port: 5201,
    exposes,
  }),
);
