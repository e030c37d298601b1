import { appConfig } from '@marathon/shared/build';
import { defineConfig } from 'vite';

export default defineConfig(
  appConfig({
    dir: import.meta.dirname,
    name: 'remote_search',
    port: 5203,
    exposes: {
      './SearchEntries': './src/exposed/SearchEntries.tsx',
      './RegistrationSearch': './src/exposed/RegistrationSearch.tsx',
      './ScoreSearch': './src/exposed/ScoreSearch.tsx',
      './MultiYearScoreSearch': './src/exposed/MultiYearScoreSearch.tsx',
      './ImageSearch': './src/exposed/ImageSearch.tsx',
      './VideoCollection': './src/exposed/VideoCollection.tsx',
      './ImageCollection': './src/exposed/ImageCollection.tsx',
    },
  }),
);
