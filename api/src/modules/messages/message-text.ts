import type { RenderedMessage } from './template';

const EVENT = { zh: '扬州半程马拉松', en: 'Yangzhou Half Marathon' };

/**
 * An organisers' message as sent: both languages (its reader may read either), then the one-click opt-out link of
 * such messages (the runner's own notices of the season are not stopped by it).
 */
export function messageText(
  message: RenderedMessage,
  optOutLink: string,
): { subject: string; text: string; sms: string } {
  const { zh, en } = message;
  return {
    subject: `${EVENT.zh}：${zh.subject} / ${EVENT.en}: ${en.subject}`,
    text: [
      zh.body,
      '',
      en.body,
      '',
      `不再接收组委会群发消息 / Stop the organisers' messages: ${optOutLink}`,
    ].join('\n'),
    sms: `【${EVENT.zh}】${zh.subject}：${zh.body} / ${en.subject}: ${en.body} 退订 Opt out: ${optOutLink}`,
  };
}
