import { fragmentRenderer } from '@marathon/shared/server-render';
import DocumentPage from '../exposed/DocumentPage';
import HomePage from '../exposed/HomePage';

/**
 * This remote's first paint: the shell's server renders the exposed views it paints from HTML (a shared document
 * link, the home page) with these same components, in a worker of its own, before any script runs in the page.
 * Built on its own (vite.first-paint.config.ts) and published beside remoteEntry.js.
 */
export const render = fragmentRenderer({ DocumentPage, HomePage });
