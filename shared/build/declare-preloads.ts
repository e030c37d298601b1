import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { PRELOADS_EXPORT, type RemotePreloads } from '../src/contracts/remote-preloads';
import { appendToEntry } from './append-to-entry';

/** A remote's own copies of the singletons: the page's copies are used, so they are never preloaded. */
const OWN_SHARED_COPY = /(^|\/)__federation_shared_/;

/** Each exposed module's chunk and the chunks it imports statically (what importing it fetches at once). */
export function exposedPreloads(
  bundle: Rollup.OutputBundle,
  exposes: Record<string, string>,
  appDir: string,
  entryFile: string,
): RemotePreloads {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const preloads: RemotePreloads = {};
  for (const [module, source] of Object.entries(exposes)) {
    const path = resolve(appDir, source);
    const exposed = [...chunks.values()].find((chunk) => chunk.facadeModuleId === path);
    if (!exposed) continue;
    const files: string[] = [];
    const queue = [exposed.fileName];
    while (queue.length > 0) {
      const fileName = queue.shift() ?? '';
      if (files.includes(fileName) || fileName === entryFile || OWN_SHARED_COPY.test(fileName)) continue;
      files.push(fileName);
      queue.push(...(chunks.get(fileName)?.imports ?? []));
    }
    preloads[module] = files;
  }
  return preloads;
}

/**
 * Makes a remote list, in its remoteEntry.js, the files each exposed module loads at once: the shell fetches a
 * route's module from that list while its start-up requests run, and imports it later without waiting.
 */
export function declarePreloads(appDir: string, exposes: Record<string, string>, entryFile: string): Plugin {
  return {
    name: 'marathon:declare-preloads',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const preloads = exposedPreloads(bundle, exposes, appDir, entryFile);
        const line = `\nexport const ${PRELOADS_EXPORT} = ${JSON.stringify(preloads)};\n`;
        appendToEntry(bundle, entryFile, line, (message) => this.error(message));
      },
    },
  };
}
