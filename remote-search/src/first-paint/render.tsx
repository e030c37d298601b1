import { fragmentRenderer } from '@marathon/shared/server-render';
import SearchEntries from '../exposed/SearchEntries';

/**
 * This remote's first paint: the home page's entry cards, which the shell's server renders with this same
 * component into the content remote's home page before any script runs in the page. Built on its own
 * (vite.first-paint.config.ts) and published beside remoteEntry.js.
 */
export const render = fragmentRenderer({ SearchEntries });
