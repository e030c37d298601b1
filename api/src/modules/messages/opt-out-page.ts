import { escapeHtml, renderBilingualPage } from '../../platform/http/bilingual-page';

export type OptOutPageState =
  { kind: 'ask'; token: string } | { kind: 'stopped' } | { kind: 'already' } | { kind: 'invalid' };

type Words = { zh: readonly [string, string]; en: readonly [string, string] };

const TEXT: Record<OptOutPageState['kind'], Words> = {
  ask: {
    zh: ['退订组委会消息', '不再接收组委会发给报名者的群发消息？您自己的报名、付款和退款通知仍会照常发送。'],
    en: [
      'Stop the organisers’ messages',
      'Stop the messages the organisers send to groups of registrants? Your own entry, payment and refund notices still come.',
    ],
  },
  stopped: {
    zh: ['已退订', '您不会再收到组委会的群发消息。'],
    en: ['Unsubscribed', 'You will get no more of the organisers’ messages to registrants.'],
  },
  already: {
    zh: ['已退订', '您此前已退订组委会的群发消息。'],
    en: ['Already unsubscribed', 'You had already stopped the organisers’ messages.'],
  },
  invalid: {
    zh: ['链接无效', '此退订链接无效，请检查短信或邮件中的完整链接。'],
    en: ['Invalid link', 'This opt-out link is not valid: check the whole link in the message.'],
  },
};

/**
 * The opt-out page, in Chinese and English at once: asks with a button (a POST: a link scanner's GET opts nobody
 * out), then says it is done.
 */
export function renderOptOutPage(state: OptOutPageState): string {
  const words = TEXT[state.kind];
  const form =
    state.kind === 'ask'
      ? `<form method="post" action="opt-out"><input type="hidden" name="t" value="${escapeHtml(state.token)}"><button type="submit" data-testid="message-opt-out">退订 / Unsubscribe</button></form>`
      : '';
  return renderBilingualPage({
    testId: 'message-opt-out-page',
    state: state.kind,
    zh: [escapeHtml(words.zh[0]), escapeHtml(words.zh[1])],
    en: [escapeHtml(words.en[0]), escapeHtml(words.en[1])],
    body: form,
  });
}
