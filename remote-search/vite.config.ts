import { appConfig } from '@marathon/shared/build';
import type { ExposedFiles } from '@marathon/shared/contracts';
import { defineConfig } from 'vite';

/** What this remote exposes: exactly the modules of its table in @marathon/shared/contracts (checked by tsc). */
export const exposes = {
  './SearchEntries': './src/exposed/SearchEntries.tsx',
  './RegistrationSearch': './src/exposed/RegistrationSearch.tsx',
  './ScoreSearch': './src/exposed/ScoreSearch.tsx',
  './CertificateVerify': './src/exposed/CertificateVerify.tsx',
  './MultiYearScoreSearch': './src/exposed/MultiYearScoreSearch.tsx',
  './ImageSearch': './src/exposed/ImageSearch.tsx',
  './VideoCollection': './src/exposed/VideoCollection.tsx',
  './ImageCollection': './src/exposed/ImageCollection.tsx',
  './DrawRecord': './src/exposed/DrawRecord.tsx',
} satisfies ExposedFiles<'search'>;

export default defineConfig(
  appConfig({
    dir: import.meta.dirname,
    name: 'remote_search',
    port: 5203,
    exposes,
  }),
);
