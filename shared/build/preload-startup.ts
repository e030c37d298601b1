import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { UI_CHUNKS_ID } from '../src/contracts/startup-data';
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
  return chunkClosure([...entry.imports, ...entry.dynamicImports], bundle, entry.fileName);
}

/** The chunks `start` loads at once: theirs, their imports, and the singletons they await, transitively. */
function chunkClosure(start: string[], bundle: Rollup.OutputBundle, skip = ''): string[] {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const byName = new Map([...chunks.values()].map((chunk) => [chunk.name, chunk.fileName]));
  const found: string[] = [];
  const queue = [...start];
  while (queue.length > 0) {
    const fileName = queue.shift() ?? '';
    const chunk = chunks.get(fileName);
    if (!chunk || found.includes(fileName) || fileName === skip) continue;
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
 * Every chunk the UI singleton (`@marathon/shared/ui`: Chakra's components and runtime, emotion) loads: off the
 * first screen, but a route drawn with Chakra asks for all of them at once (shell/src/startup/preload-page.ts)
 * instead of discovering them one after another as each is evaluated.
 */
function uiChunks(bundle: Rollup.OutputBundle): string[] {
  const ui = Object.values(bundle).find(
    (file) => file.type === 'chunk' && file.name === sharedChunkName('@marathon/shared/ui'),
  );
  return ui ? chunkClosure([ui.fileName], bundle) : [];
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
        const ui = uiChunks(context.bundle).map((fileName) => `${base}${fileName}`);
        return [
          ...startupChunks(context.chunk, context.bundle).map((fileName): HtmlTagDescriptor => ({
            tag: 'link',
            // crossorigin as on Vite's own script tag: the preloaded response is reused only when the modes match.
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head',
          })),
          {
            tag: 'script',
            attrs: { type: 'application/json', id: UI_CHUNKS_ID },
            children: JSON.stringify(ui),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
