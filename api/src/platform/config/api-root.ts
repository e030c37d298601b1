import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * api/ itself, where the shipped content (api/content) lives: the folder holding the `src/` this module is read
 * from, or, bundled (dist/server.js, dist/cli.js), the one holding `dist/`. Found by name rather than by a fixed
 * number of `..`, which differs between the source tree and the bundle.
 */
function apiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (path.basename(dir) !== 'src' && path.basename(dir) !== 'dist') {
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`api-root: ${fileURLToPath(import.meta.url)} is in neither src/ nor dist/`);
    dir = parent;
  }
  return path.dirname(dir);
}

export const API_ROOT = apiRoot();
