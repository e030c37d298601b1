import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const STYLE = `body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;margin:0;padding:24px 16px;color:#1a202c;background:#f7fafc}
main{max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.3rem;margin:0 0 12px}p{line-height:1.6;margin:8px 0}.en{color:#4a5568}dl{margin:12px 0}dt{color:#4a5568}dd{margin:0 0 8px;font-weight:600}
button{font:inherit;padding:10px 18px;border:0;border-radius:6px;background:#c53030;color:#fff;cursor:pointer;margin:12px 8px 0 0}
button.quiet{background:#e2e8f0;color:#1a202c}.note{font-size:.9rem;color:#744210;background:#fefcbf;padding:8px;border-radius:6px}`;

/** The pages' only style, allowed by its hash: the pages run no script and load nothing. */
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface BilingualPage {
  /** data-testid of the page's main element, and its data-state. */
  testId: string;
  state: string;
  /** Title and text in Chinese and in English; already escaped HTML. */
  zh: readonly [string, string];
  en: readonly [string, string];
  /** HTML after the texts (a form, a list); already escaped. */
  body?: string;
}

/**
 * A page the API serves itself (a link in a message, a payment stand-in): Chinese and English at once, since its
 * reader may read either and it has no language switch; no script, nothing loaded.
 */
export function renderBilingualPage(page: BilingualPage): string {
  const { zh, en } = page;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${zh[0]} / ${en[0]}</title><style>${STYLE}</style></head><body><main data-testid="${page.testId}" data-state="${page.state}"><h1>${zh[0]} <span class="en" lang="en">${en[0]}</span></h1><p>${zh[1]}</p><p class="en" lang="en">${en[1]}</p>${page.body ?? ''}</main></body></html>`;
}

/** Sends such a page: its policy, never framed or kept, and no referrer (its address may carry a secret). */
export const sendBilingualPage = (reply: FastifyReply, html: string, status = 200): FastifyReply =>
  reply
    .code(status)
    .header('content-security-policy', PAGE_CSP)
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
