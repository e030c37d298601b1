import { firstPaintConfig } from '@marathon/shared/build';
import { defineConfig } from 'vite';

/** The first paint's server module (src/first-paint/render.tsx), built after the browser build. */
export default defineConfig(
  firstPaintConfig({
    dir: import.meta.dirname,
    entry: 'src/first-paint/render.tsx',
    views: ['SearchEntries', 'ScoreSearch'],
    name: 'search',
  }),
);
