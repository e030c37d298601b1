import { HTML_LANG, PAGE_LANGUAGE_ATTRIBUTE, type Language } from '@marathon/shared/language-cookie';

/** The shell's index.html names where the server writes (shell/index.html); a build without them fails at start. */
const HTML_OPEN = '<html lang="zh-CN">';
const MANIFEST_PRELOAD = /<!--marathon:manifest-preload-->[\s\S]*?<!--\/marathon:manifest-preload-->/;
const HEAD = '<!--marathon:head-->';
const BODY = '<!--marathon:body-->';

export interface PageParts {
  language: Language;
  /** Written where the head's marker is (before the page's scripts and stylesheet). */
  head: string;
  /** Written where the body's marker is (before the React root). */
  body: string;
}

/**
 * The shell's built page, split once at its markers: the server writes the start-up data and the first paint
 * there, never by searching the page for tags. The page as built (no data) keeps its manifest preload.
 */
export class PageTemplate {
  private readonly parts: { top: string; middle: string; bottom: string; rest: string; preload: string };

  constructor(readonly built: string) {
    const preload = MANIFEST_PRELOAD.exec(built);
    const open = built.indexOf(HTML_OPEN);
    const head = built.indexOf(HEAD);
    const body = built.indexOf(BODY);
    if (open < 0 || !preload || head < 0 || body < head) {
      throw new Error(
        `the shell's index.html lacks its markers (${HTML_OPEN}, the manifest preload, ${HEAD}, ${BODY}): rebuild the shell`,
      );
    }
    this.parts = {
      top: built.slice(0, open),
      middle: built.slice(open + HTML_OPEN.length, head).replace(preload[0], ''),
      bottom: built.slice(head + HEAD.length, body),
      rest: built.slice(body + BODY.length),
      preload: preload[0],
    };
  }

  /**
   * The page in the visitor's language from its first paint, naming it for the scripts (which then need not read
   * the cookie), with the start-up data in the head and the first paint before the root. The manifest is in the
   * data, so the page's own preload of it would fetch it for nothing: it is left out.
   */
  render({ language, head, body }: PageParts): string {
    const { top, middle, bottom, rest } = this.parts;
    const html = `<html lang="${HTML_LANG[language]}" ${PAGE_LANGUAGE_ATTRIBUTE}="${language}">`;
    return `${top}${html}${middle}${head}${bottom}${body}${rest}`;
  }
}
