import { escapeHtml } from '../html-escape';
import { inlineScript } from './inline-script';

/** The shell's start-up scripts, as its build names them in the head of index.html. */
export interface PageScripts {
  /** The entry module. */
  entry: string;
  /** The modules it imports at once, preloaded beside it. */
  preloads: string[];
}

/**
 * Runs in a painted page, before the painted markup: asks for the shell's start-up scripts once the page has been
 * parsed and painted (the frame after the one that drew it; at once in a hidden tab, which paints no frame), so
 * the painted page reaches the screen without twenty module requests and their evaluation competing with it. The
 * app then takes over the painted page (it stays on screen until the route's first view mounts). The addresses
 * travel in an attribute, so the text, and the hash that allows it, is the same for every build.
 */
export function loadScriptsAfterPaint(): void {
  const data = document.currentScript?.getAttribute('data-scripts');
  if (!data) return;
  const scripts = JSON.parse(data) as { entry: string; preloads: string[] };
  const load = () => {
    for (const href of scripts.preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = scripts.entry;
    document.head.appendChild(script);
  };
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') load();
    else requestAnimationFrame(() => setTimeout(load, 0));
  };
  // The app starts on a whole document: the React root comes after this script.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}

/** The same text on every page and build (the addresses travel in an attribute), so one hash allows it. */
export const SCRIPTS_AFTER_PAINT = inlineScript(loadScriptsAfterPaint);

/** The script element that loads `scripts` after the paint. */
export const scriptsAfterPaintHtml = (scripts: PageScripts): string =>
  `<script data-scripts="${escapeHtml(JSON.stringify(scripts))}">${SCRIPTS_AFTER_PAINT.text}</script>`;
