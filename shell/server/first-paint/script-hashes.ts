import { ROUTE_PRELOAD } from '../route-preloads';
import { PRELOAD_BANNER } from './preload-banner';
import { SCRIPTS_AFTER_PAINT } from './scripts-after-paint';
import { SHOW_ROUTE_PAINT } from './show-route-paint';

/** The hashes of every inline script the shell's page carries, for its Content-Security-Policy. */
export const FIRST_PAINT_SCRIPT_HASHES = [
  PRELOAD_BANNER.hash,
  ROUTE_PRELOAD.hash,
  SHOW_ROUTE_PAINT.hash,
  SCRIPTS_AFTER_PAINT.hash,
] as const;
