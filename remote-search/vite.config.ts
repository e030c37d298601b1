import { appConfig } from '@marathon/shared/build';
import { defineConfig } from 'vite';

/** What this remote exposes; a contract test compares it with EXPOSED_MODULES in @marathon/shared/contracts. */
export const exposes = {
  './SearchEntries': './src/exposed/SearchEntries.tsx',
  './RegistrationSearch': './src/exposed/RegistrationSearch.tsx',
  './ScoreSearch': './src/exposed/ScoreSearch.tsx',
  './MultiYearScoreSearch': './src/exposed/MultiYearScoreSearch.tsx',
  './ImageSearch': './src/exposed/ImageSearch.tsx',
  './VideoCollection': './src/exposed/VideoCollection.tsx',
  './ImageCollection': './src/exposed/ImageCollection.tsx',
};

export default defineConfig(
  appConfig({
    dir: import.meta.dirname,
    name: 'remote_search',
    port: 5203,
    exposes,
  }),
);
