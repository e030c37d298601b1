import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { Views } from './page-views';
import { viewsModule } from './views-module';

const FEDERATED_LOADER = join(import.meta.dirname, '../../../shell/src/remotes/remote-loader.ts');
const BUNDLED_LOADER = join(import.meta.dirname, 'remote-loader.ts');
const VIEWS_ID = 'virtual:one-bundle-views';
const RESOLVED_VIEWS_ID = `\0${VIEWS_ID}`;
const FEDERATED_ENTRY = '<script type="module" src="/src/main.ts"></script>';

/**
 * Builds the shell as an ordinary single-page app: no federation plugin, the remotes' sources bundled in.
 * - index.html loads bootstrap.tsx itself: main.ts exists only to let the federation runtime set up its share
 *   scope before any shared module runs, which a plain bundle has no use for.
 * - shell/src/remotes/remote-loader.ts is replaced by ./remote-loader.ts, which serves the bundled modules
 *   (`bundled` in the entry chunk, see views-module.ts).
 */
export function oneBundle(bundled: Views): Plugin {
  return {
    name: 'marathon:one-bundle',
    enforce: 'pre',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(FEDERATED_ENTRY)) throw new Error(`shell/index.html lacks ${FEDERATED_ENTRY}`);
        return html.replace(FEDERATED_ENTRY, FEDERATED_ENTRY.replace('main.ts', 'bootstrap.tsx'));
      },
    },
    async resolveId(source, importer, options) {
      if (source === VIEWS_ID) return RESOLVED_VIEWS_ID;
      if (!source.endsWith('/remote-loader')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === FEDERATED_LOADER ? BUNDLED_LOADER : null;
    },
    load(id) {
      return id === RESOLVED_VIEWS_ID ? viewsModule(bundled) : null;
    },
  };
}
