import { appConfig } from '@marathon/shared/build';
import type { ExposedFiles } from '@marathon/shared/contracts';
import { defineConfig } from 'vite';

/** What this remote exposes: exactly the modules of its table in @marathon/shared/contracts (checked by tsc). */
export const exposes = {
  './ConsolePage': './src/exposed/ConsolePage.tsx',
} satisfies ExposedFiles<'admin'>;

export default defineConfig(
  appConfig({
    dir: import.meta.dirname,
    name: 'remote_admin',
    port: 5205,
    exposes,
  }),
);
