import { createHash } from 'node:crypto';

const STYLE = `body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;margin:0;padding:24px 16px;color:#1a202c;background:#f7fafc}
main{max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.3rem;margin:0 0 12px}p{line-height:1.6;margin:8px 0}.en{color:#4a5568}
button{font:inherit;padding:10px 18px;border:0;border-radius:6px;background:#c53030;color:#fff;cursor:pointer;margin-top:12px}`;

/** The page's only style, allowed by its hash: the page runs no script and loads nothing. */
export const STOP_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export type StopPageState =
  | { kind: 'ask'; token: string; bib: string; target: string }
  | { kind: 'stopped'; bib: string }
  | { kind: 'already'; bib: string }
  | { kind: 'invalid' };

const TEXT = {
  ask: (bib: string, target: string) => ({
    zh: ['停止跑者提醒', `停止发送号码布 ${bib} 的跑者提醒到 ${target}？`],
    en: ['Stop a runner alert', `Stop the alerts about bib ${bib} to ${target}?`],
  }),
  stopped: (bib: string) => ({
    zh: ['提醒已停止', `不会再发送号码布 ${bib} 的跑者提醒。`],
    en: ['Alert stopped', `No more alerts about bib ${bib} will be sent.`],
  }),
  already: (bib: string) => ({
    zh: ['提醒已停止', `号码布 ${bib} 的跑者提醒此前已停止。`],
    en: ['Alert already stopped', `The alerts about bib ${bib} were already stopped.`],
  }),
  invalid: () => ({
    zh: ['链接无效', '此退订链接无效，请检查短信或邮件中的完整链接。'],
    en: ['Invalid link', 'This opt-out link is not valid: check the whole link in the message.'],
  }),
};

/**
 * The opt-out page, in Chinese and English at once (the message's reader may read either): asks with a button
 * (a POST: a link scanner's GET stops nothing), then says the alert is stopped.
 */
export function renderStopPage(state: StopPageState): string {
  const words =
    state.kind === 'ask'
      ? TEXT.ask(escapeHtml(state.bib), escapeHtml(state.target))
      : state.kind === 'invalid'
        ? TEXT.invalid()
        : TEXT[state.kind](escapeHtml(state.bib));
  const form =
    state.kind === 'ask'
      ? `<form method="post" action="stop"><input type="hidden" name="t" value="${escapeHtml(state.token)}"><button type="submit" data-testid="alert-stop">停止提醒 / Stop this alert</button></form>`
      : '';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${words.zh[0]} / ${words.en[0]}</title><style>${STYLE}</style></head><body><main data-testid="alert-stop-page" data-state="${state.kind}"><h1>${words.zh[0]} <span class="en" lang="en">${words.en[0]}</span></h1><p>${words.zh[1]}</p><p class="en" lang="en">${words.en[1]}</p>${form}</main></body></html>`;
}
