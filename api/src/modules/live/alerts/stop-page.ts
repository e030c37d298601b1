import { escapeHtml, renderBilingualPage } from '../../../platform/http/bilingual-page';

export type StopPageState =
  | { kind: 'ask'; token: string; bib: string; target: string }
  | { kind: 'stopped'; bib: string }
  | { kind: 'already'; bib: string }
  | { kind: 'invalid' };

type Words = { zh: readonly [string, string]; en: readonly [string, string] };

const TEXT: Record<StopPageState['kind'], (...args: string[]) => Words> = {
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
  return renderBilingualPage({
    testId: 'alert-stop-page',
    state: state.kind,
    zh: words.zh,
    en: words.en,
    body: form,
  });
}
