import { ROUTE_PRELOAD } from '../route-preloads';
import { PRELOAD_BANNER } from './preload-banner';
import { SHOW_ROUTE_PAINT } from './show-route-paint';

/** The hashes of every inline script the shell's page carries, for its Content-Security-Policy. */
export const FIRST_PAINT_SCRIPT_HASHES = [
  PRELOAD_BANNER.hash,
  ROUTE_PRELOAD.hash,
  SHOW_ROUTE_PAINT.hash,
] as const;
