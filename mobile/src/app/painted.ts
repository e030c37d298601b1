import type { ScoreAnswer } from '@marathon/shared/api';
import { createContext, useContext } from 'react';
import type { Language } from './i18n';

/** The id of the JSON block in which the shell's server hands the browser what it painted the page from. */
export const PAINTED_ID = 'phone-painted';

/**
 * A result the server looked up and painted: the API's answer (the same masked result the card asks for), or the
 * API's own message when it has no such result. An API that could not be reached paints no answer: the browser
 * asks again itself.
 */
export interface PaintedResult {
  year: number;
  bib: string;
  language: Language;
  apiBase: string;
  answer: { result: ScoreAnswer } | { missing: string };
}

/** What the server painted the page's markup for: its address (path and no hash) and the result on it. */
export interface PaintedPage {
  address: string;
  result: PaintedResult | null;
}

/** The painted page, for the render that hydrates the server's markup (null when the browser draws alone). */
export const Painted = createContext<PaintedPage | null>(null);

export const usePainted = (): PaintedPage | null => useContext(Painted);

/** The painted page the server wrote into this page, when it painted one. */
export function readPaintedPage(): PaintedPage | null {
  try {
    const text = document.getElementById(PAINTED_ID)?.textContent;
    const page = text ? (JSON.parse(text) as Partial<PaintedPage>) : null;
    return typeof page?.address === 'string' ? { address: page.address, result: page.result ?? null } : null;
  } catch {
    return null;
  }
}
