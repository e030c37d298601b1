import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { isDevBuild } from './dev-build';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Writes .gz and .br beside each text asset once the build is done, so the static server never compresses live. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    const content = await readFile(path);
    await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
    await writeFile(
      `${path}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    count += 1;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir: string | null = null;
  return {
    name: 'marathon:precompress',
    apply: 'build',
    configResolved(config) {
      // The dev loop's rebuilds are served uncompressed: brotli at level 11 would cost seconds on every save.
      outDir = isDevBuild() ? null : resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (outDir) await precompressDir(outDir);
    },
  };
}
