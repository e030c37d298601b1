import { escapeHtml } from '../html-escape';
import { inlineScript } from './inline-script';

/** An app's start-up scripts, as its build names them in its index.html. */
export interface PageScripts {
  /** The entry module. */
  entry: string;
  /** The modules it imports at once, preloaded beside it. */
  preloads: string[];
}

/** The start-up scripts Vite writes in a built page: the entry module and the modules preloaded beside it. */
const ENTRY = /<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>\s*/;
const PRELOADS = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>\s*/g;

/** The start-up scripts a part of a built page names, and that part without them; null when it names no entry. */
export function startupScripts(html: string): { scripts: PageScripts; without: string } | null {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return null;
  const preloads = Array.from(html.matchAll(PRELOADS), (match) => match[1] ?? '');
  return { scripts: { entry, preloads }, without: html.replace(ENTRY, '').replace(PRELOADS, '') };
}

/**
 * Runs in a painted page (the site's, before the painted markup; the phone site's, after its painted card): asks
 * for the app's start-up scripts once the page has been parsed and painted (the frame after the one that drew it; at once in a hidden tab, which paints no frame), so
 * the painted page reaches the screen without twenty module requests and their evaluation competing with it. The
 * app then takes over the painted page. The addresses come as the argument (the phone site's, one build) or in
 * the script's `data-scripts` attribute (the site's: one text, and one hash allowing it, for every build).
 */
export function loadScriptsAfterPaint(given?: PageScripts): void {
  const data = given ? null : document.currentScript?.getAttribute('data-scripts');
  const scripts = given ?? (data ? (JSON.parse(data) as PageScripts) : null);
  if (!scripts) return;
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
