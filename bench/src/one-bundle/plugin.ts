import { join } from 'node:path';
import type { Plugin } from 'vite';
import { STYLESHEET_MARKERS } from '@marathon/shared/contracts';
import type { Views } from './page-views';
import { viewsModule } from './views-module';

const SHELL_ENTRY = join(import.meta.dirname, '../../../shell/src/main.ts');
const FEDERATED_LOADER = join(import.meta.dirname, '../../../shell/src/remotes/remote-loader.ts');
const BUNDLED_LOADER = join(import.meta.dirname, 'remote-loader.ts');
const VIEWS_ID = 'virtual:one-bundle-views';
const RESOLVED_VIEWS_ID = `\0${VIEWS_ID}`;
/** main.ts's deferred start: the federation runtime sets up its share scope first. */
const DEFERRED_BOOTSTRAP = "void import('./bootstrap');";

/**
 * Builds the shell as an ordinary single-page app: no federation plugin, the remotes' sources bundled in.
 * - main.ts (which imports the shell's stylesheets) imports bootstrap.tsx statically: its dynamic import exists
 *   only to let the federation runtime set up its share scope before any shared module runs, which a plain bundle
 *   has no use for.
 * - The stylesheet is marked as the shell's build marks it (`markStylesheet` in @marathon/shared/build), so the
 *   shell's server writes it into the page the same way for both builds.
 * - shell/src/remotes/remote-loader.ts is replaced by ./remote-loader.ts, which serves the bundled modules
 *   (`bundled` in the entry chunk, see views-module.ts).
 */
export function oneBundle(bundled: Views): Plugin {
  return {
    name: 'marathon:one-bundle',
    enforce: 'pre',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const link = /<link rel="stylesheet"[^>]*>/.exec(html);
        if (!link) throw new Error('the one-bundle build links no stylesheet');
        const [open, close] = STYLESHEET_MARKERS;
        return html.replace(link[0], `${open}${link[0]}${close}`);
      },
    },
    transform(code, id) {
      if (id !== SHELL_ENTRY) return null;
      if (!code.includes(DEFERRED_BOOTSTRAP))
        throw new Error(`shell/src/main.ts lacks ${DEFERRED_BOOTSTRAP}`);
      return code.replace(DEFERRED_BOOTSTRAP, "import './bootstrap';");
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
