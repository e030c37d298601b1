import { fileURLToPath } from 'node:url';

/**
 * api/ itself, where the shipped content (api/content) lives: this module sits one level below it both as source
 * (src/) and bundled (dist/server.js, dist/cli.js), so a path from here holds in the production image too.
 */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
