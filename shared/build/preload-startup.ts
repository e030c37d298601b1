import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { awaitedShared } from './federation-fixes';
import { SHARED_NAMES } from './shared-singletons';

/** The federation plugin names the chunk of each singleton it provides after the library. */
const sharedChunkName = (name: string) => `__federation_shared_${name}`;

/**
 * Every chunk the page's start-up needs: what the entry imports (bootstrap, behind its dynamic import), what
 * those import, and the singletons they await through importShared, which the browser otherwise only discovers
 * one after another as each library is evaluated. Lazy chunks (dialogs, dynamic imports past the entry) are left
 * out: preloading them would put their bytes on every first screen.
 */
export function startupChunks(entry: Rollup.OutputChunk, bundle: Rollup.OutputBundle): string[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const byName = new Map([...chunks.values()].map((chunk) => [chunk.name, chunk.fileName]));
  const found: string[] = [];
  const queue = [...entry.imports, ...entry.dynamicImports];
  while (queue.length > 0) {
    const fileName = queue.shift() ?? '';
    const chunk = chunks.get(fileName);
    if (!chunk || found.includes(fileName) || fileName === entry.fileName) continue;
    found.push(fileName);
    queue.push(...chunk.imports);
    for (const name of awaitedShared(chunk.code, SHARED_NAMES)?.names ?? []) {
      const shared = byName.get(sharedChunkName(name));
      if (shared) queue.push(shared);
    }
  }
  return found;
}

/**
 * The shell's index.html asks for all of its start-up chunks at once (`<link rel="modulepreload">`), instead
 * of each library only after the one before it was evaluated. Vite's own module preload stays off
 * (build.modulePreload: false): it knows nothing of the singletons the federation plugin loads at run time.
 */
export function preloadStartupChunks(): Plugin {
  let base = '/';
  return {
    name: 'marathon:preload-startup-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        if (!context.bundle || !context.chunk) return [];
        return startupChunks(context.chunk, context.bundle).map((fileName) => ({
          tag: 'link',
          // crossorigin as on Vite's own script tag: the preloaded response is reused only when the modes match.
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
