import { fragmentRenderer } from '@marathon/shared/server-render';
import ScoreSearch from '../exposed/ScoreSearch';
import SearchEntries from '../exposed/SearchEntries';

/**
 * This remote's first paint: the home page's entry cards, which the shell's server renders with this same
 * component into the content remote's home page, and the score lookup's first screen (its frame and the tools'
 * preview, drawn without Chakra), before any script runs in the page. Built on its own
 * (vite.first-paint.config.ts) and published beside remoteEntry.js.
 */
export const render = fragmentRenderer({ ScoreSearch, SearchEntries });
