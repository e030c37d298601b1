import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { STYLESHEET_MARKERS } from '@marathon/shared/contracts';
import { HTML_LANG, PAGE_LANGUAGE_ATTRIBUTE, type Language } from '@marathon/shared/language-cookie';
import { scriptsAfterPaintHtml, startupScripts } from './first-paint/scripts-after-paint';

/** The shell's index.html names where the server writes (shell/index.html); a build without them fails at start. */
const HTML_OPEN = '<html lang="zh-CN">';
const MANIFEST_PRELOAD = /<!--marathon:manifest-preload-->[\s\S]*?<!--\/marathon:manifest-preload-->/;
const HEAD = '<!--marathon:head-->';
const BODY = '<!--marathon:body-->';

/** The built stylesheet's address: one hashed file of the shell's own assets. */
const STYLESHEET_PATH = /^\/assets\/[\w-]+(\.[\w-]+)*\.css$/;
const STYLESHEET_HREF = /href="([^"]+)"/;

/**
 * The page with its marked stylesheet link replaced by the sheet itself: a linked sheet blocks the first paint
 * for one more round trip after the document. Left linked when the build has no marker, the file cannot be read
 * or the sheet could end a style element early.
 */
function withStylesheetInline(built: string, readAsset: (href: string) => string | null): string {
  const [open, close] = STYLESHEET_MARKERS;
  const start = built.indexOf(open);
  const end = built.indexOf(close, start);
  if (start < 0 || end < 0) return built;
  const href = STYLESHEET_HREF.exec(built.slice(start, end))?.[1];
  const css = href ? readAsset(href) : null;
  if (css === null || /<\/style/i.test(css)) return built;
  return `${built.slice(0, start)}<style>${css}</style>${built.slice(end + close.length)}`;
}

/** Reads a built asset of the app whose index.html is `indexFile`, by its address (the stylesheet pattern only). */
export function builtAssetReader(indexFile: string): (href: string) => string | null {
  return (href) => {
    if (!STYLESHEET_PATH.test(href)) return null;
    try {
      return readFileSync(join(dirname(indexFile), href), 'utf8');
    } catch {
      return null;
    }
  };
}

export interface PageParts {
  language: Language;
  /** Written where the head's marker is (before the page's scripts and stylesheet). */
  head: string;
  /** Written where the body's marker is (before the React root). */
  body: string;
  /**
   * The body holds a painted page: the head asks for no script, and the start-up scripts are asked for once the
   * page is painted (`scripts-after-paint.ts`), so the painted page is all the connection carries at first.
   */
  painted?: boolean;
}

/**
 * The shell's built page, split once at its markers: the server writes the start-up data and the first paint
 * there, never by searching the page for tags. The page as built (no data) keeps its manifest preload and its
 * linked stylesheet; the pages made from it carry the sheet inline (`readAsset` reads a built asset by address).
 */
export class PageTemplate {
  private readonly parts: { top: string; middle: string; bottom: string; rest: string; preload: string };
  private readonly scripts: ReturnType<typeof startupScripts>;

  constructor(
    readonly built: string,
    readAsset: (href: string) => string | null = () => null,
  ) {
    const page = withStylesheetInline(built, readAsset);
    const preload = MANIFEST_PRELOAD.exec(page);
    const open = page.indexOf(HTML_OPEN);
    const head = page.indexOf(HEAD);
    const body = page.indexOf(BODY);
    if (open < 0 || !preload || head < 0 || body < head) {
      throw new Error(
        `the shell's index.html lacks its markers (${HTML_OPEN}, the manifest preload, ${HEAD}, ${BODY}): rebuild the shell`,
      );
    }
    this.parts = {
      top: page.slice(0, open),
      middle: page.slice(open + HTML_OPEN.length, head).replace(preload[0], ''),
      bottom: page.slice(head + HEAD.length, body),
      rest: page.slice(body + BODY.length),
      preload: preload[0],
    };
    this.scripts = startupScripts(this.parts.bottom);
  }

  /**
   * The page in the visitor's language from its first paint, naming it for the scripts (which then need not read
   * the cookie), with the start-up data in the head and the first paint before the root. The manifest is in the
   * data, so the page's own preload of it would fetch it for nothing: it is left out.
   */
  render({ language, head, body, painted = false }: PageParts): string {
    const { top, middle, bottom, rest } = this.parts;
    const html = `<html lang="${HTML_LANG[language]}" ${PAGE_LANGUAGE_ATTRIBUTE}="${language}">`;
    if (!painted || !this.scripts) return `${top}${html}${middle}${head}${bottom}${body}${rest}`;
    const load = scriptsAfterPaintHtml(this.scripts.scripts);
    return `${top}${html}${middle}${head}${this.scripts.without}${load}${body}${rest}`;
  }
}
