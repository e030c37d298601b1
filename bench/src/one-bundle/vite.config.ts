import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { precompress } from '@marathon/shared/build';
import { defineConfig, type InlineConfig } from 'vite';
import { PAGE_VIEWS, type OneBundlePage } from './page-views';
import { oneBundle } from './plugin';

/** Where a page's one-bundle build is written (ignored by git, like every dist folder). */
export const oneBundleDist = (page: OneBundlePage): string => join(import.meta.dirname, 'dist', page);

/**
 * The one-bundle baseline of the Lighthouse bench for one page: the shell's index.html and sources with the
 * remotes' sources bundled in (the page's views in the entry chunk), with the shell's build settings minus the
 * federation plugin. Not part of `npm run build`: the bench builds it (see ./site.ts).
 */
export function oneBundleConfig(page: OneBundlePage): InlineConfig {
  return {
    configFile: false,
    root: join(import.meta.dirname, '../../../shell'),
    base: '/',
    logLevel: 'warn',
    // precompress: the static server serves the .br/.gz files it finds and compresses nothing live.
    plugins: [react(), oneBundle(PAGE_VIEWS[page]), precompress()],
    // Each app lists react and emotion itself: one copy of each, resolved from the shell.
    resolve: { dedupe: ['react', 'react-dom', '@emotion/react', '@marathon/shared'] },
    build: {
      target: 'esnext',
      cssCodeSplit: false,
      sourcemap: false,
      reportCompressedSize: false,
      outDir: oneBundleDist(page),
      emptyOutDir: true,
    },
  };
}

/** `npx vite build --config bench/src/one-bundle/vite.config.ts`: the home page's build, to look at. */
export default defineConfig(oneBundleConfig('home'));
