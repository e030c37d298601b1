import { formatDuration } from '@marathon/shared/race-time';
import type { AlertMessage } from '../../../platform/messaging/senders';

const POINT_NAME = {
  zh: { '5k': '5 公里', '10k': '10 公里', '15k': '15 公里', '20k': '20 公里', finish: '终点' },
  en: { '5k': '5 km', '10k': '10 km', '15k': '15 km', '20k': '20 km', finish: 'the finish' },
} as const;

export type AlertPoint = keyof (typeof POINT_NAME)['zh'];

/**
 * A finish (or point) alert in the follower's language: who, where, the time since their start, that it is
 * provisional, and the opt-out link. Short enough for one or two SMS.
 */
export function alertText(input: {
  language: 'zh' | 'en';
  bib: string;
  name: string;
  point: AlertPoint;
  elapsedMs: number;
  stopLink: string;
  target: string;
  token: string;
}): AlertMessage {
  const time = formatDuration(input.elapsedMs);
  const where = POINT_NAME[input.language][input.point];
  const finished = input.point === 'finish';
  const params = { bib: input.bib, name: input.name, point: where, time, link: input.stopLink };
  if (input.language === 'en') {
    const what = finished ? `finished in ${time}` : `passed ${where} in ${time}`;
    return {
      target: input.target,
      token: input.token,
      params,
      subject: `Yangzhou Half Marathon: ${input.name} (${input.bib}) ${finished ? 'finished' : `passed ${where}`}`,
      text: `Yangzhou Half Marathon: ${input.name} (${input.bib}) ${what} (provisional). Stop this alert: ${input.stopLink}`,
    };
  }
  const what = finished ? `已完赛，用时 ${time}` : `已通过${where}，用时 ${time}`;
  return {
    target: input.target,
    token: input.token,
    params,
    subject: `扬州半程马拉松：${input.name}（${input.bib}）${finished ? '已完赛' : `已通过${where}`}`,
    text: `【扬州半程马拉松】${input.name}（${input.bib}）${what}（临时成绩）。退订此提醒：${input.stopLink}`,
  };
}
