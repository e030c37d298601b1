import { beijingTime } from '../../../kernel/clock';
import type { SeasonNotice } from './notice';

const EVENT = { zh: '扬州半程马拉松', en: 'Yangzhou Half Marathon' };
const ITEM: Record<string, { zh: string; en: string }> = {
  half: { zh: '半程马拉松', en: 'half marathon' },
  fun: { zh: '欢乐跑', en: 'Fun Run' },
};

/** A race item's name as the notices say it (an organisers' message's {raceItem} says it alike). */
export const raceItemWords = (raceItem: string): { zh: string; en: string } =>
  ITEM[raceItem] ?? { zh: raceItem, en: raceItem };

/** Fen as yuan with two decimals, by integer arithmetic (16000 → "160.00"). */
export function yuan(fen: number): string {
  return `${Math.trunc(fen / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
}

export interface NoticeText {
  subject: string;
  /** The e-mail's text: Chinese, then English. */
  text: string;
  /** The shorter text message. */
  sms: string;
}

/**
 * A notice in both languages, with the next step and its deadline (Beijing time, as the organiser publishes
 * them) and where to take it: the member centre's address.
 */
export function noticeText(notice: SeasonNotice, memberCentre: string): NoticeText {
  const item = raceItemWords(notice.raceItem);
  const entry = {
    zh: `${notice.year} ${EVENT.zh}${item.zh}（报名号 ${notice.regNo}）`,
    en: `the ${notice.year} ${EVENT.en} ${item.en} (entry ${notice.regNo})`,
  };
  const lines = ((): { subject: [string, string]; zh: string; en: string } => {
    switch (notice.kind) {
      case 'won':
        return {
          subject: ['中签通知', 'You have a place'],
          zh: `恭喜，您已中签${entry.zh}。请在北京时间 ${beijingTime(notice.payBy)} 前支付报名费 ¥${yuan(notice.amountFen)}，逾期视为放弃，名额将按抽签顺序递补给候补选手。`,
          en: `Congratulations: you have a place in ${entry.en}. Please pay the entry fee of ¥${yuan(notice.amountFen)} by ${beijingTime(notice.payBy)} Beijing time; after that the place goes to the waitlist in draw order.`,
        };
      case 'waitlist':
        return {
          subject: ['抽签结果：候补', 'Draw result: waitlist'],
          zh: `很遗憾，您未中签${entry.zh}，现位于候补名单第 ${notice.position} 位。中签者逾期未付款或退赛空出的名额将按抽签顺序递补，递补成功时我们会再通知您。`,
          en: `You did not win a place in ${entry.en}; you are number ${notice.position} on the waitlist. Places freed by unpaid or withdrawn entries go to the waitlist in draw order, and we will tell you if one is yours.`,
        };
      case 'paid':
        return {
          subject: ['报名已确认', 'Entry confirmed'],
          zh: `已收到您的报名费 ¥${yuan(notice.amountFen)}，${entry.zh}已确认。号码布分配后，可在个人中心查看号码布和领物凭证。`,
          en: `We received your entry fee of ¥${yuan(notice.amountFen)}: ${entry.en} is confirmed. Once bibs are assigned, your bib and kit pickup ticket are in your member centre.`,
        };
      case 'expired':
        return {
          subject: ['付款期限已过', 'Payment window passed'],
          zh: `${entry.zh}的付款期限已过，视为放弃，名额已递补给候补选手。`,
          en: `The payment window of ${entry.en} has passed: the place has gone to the waitlist.`,
        };
      case 'refunded':
        return {
          subject: ['退款已退回', 'Refund sent'],
          zh: `您退赛的${entry.zh}退款 ¥${yuan(notice.amountFen)} 已按原路退回，到账时间以支付渠道为准。`,
          en: `The refund of ¥${yuan(notice.amountFen)} for withdrawing from ${entry.en} has been sent back the way you paid; when it arrives depends on the payment provider.`,
        };
    }
  })();
  const [subjectZh, subjectEn] = lines.subject;
  return {
    subject: `${EVENT.zh}：${subjectZh} / ${EVENT.en}: ${subjectEn}`,
    text: [lines.zh, `个人中心：${memberCentre}`, '', lines.en, `Member centre: ${memberCentre}`].join('\n'),
    sms: `【${EVENT.zh}】${lines.zh} ${memberCentre}`,
  };
}
