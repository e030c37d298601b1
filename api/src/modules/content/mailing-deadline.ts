import type { CloudConfig } from '@marathon/shared/api';
import type { ContentProblem } from './problems';
import { beijingTime } from '../../kernel/clock';
import { ENGLISH_MONTHS } from './month-names';

/** How a page states the mailing deadline in Chinese: 邮寄申请截止时间：2025年1月24日18:00. */
const ZH_DEADLINE = /邮寄申请截止(?:时间)?[：:]\s*(\d{4})年(\d{1,2})月(\d{1,2})日\s*(\d{1,2})[:：](\d{2})/;
const ZH_MENTION = /邮寄申请截止/;

interface Moment {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The deadline as the organiser reads it: Beijing time ("2025-01-24 18:00", taken apart). */
function beijing(at: number): Moment {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = beijingTime(at).split(/[- :]/).map(Number);
  return { year, month, day, hour, minute };
}

const clock = (m: Moment): string => `${m.hour}:${String(m.minute).padStart(2, '0')}`;
const zhText = (m: Moment): string => `${m.year}年${m.month}月${m.day}日${clock(m)}`;
/** The English spellings a page may use: "18:00 on 24 January 2025", "24 January 2025, 18:00", "January 24, 2025". */
function enSpellings(m: Moment): string[] {
  const month = ENGLISH_MONTHS[m.month - 1] ?? '';
  return [`${m.day} ${month} ${m.year}`, `${month} ${m.day}, ${m.year}`];
}

/**
 * The page that tells runners when mailing applications close must say what signup.json enforces: a page with
 * one date and a form with another leaves a runner who trusted the page refused. Each document whose Chinese
 * text states the mailing deadline is held to the configured one in both languages.
 */
export function mailingDeadlineProblems(
  file: string,
  cloud: CloudConfig,
  deadline: number,
): ContentProblem[] {
  const expected = beijing(deadline);
  const problems: ContentProblem[] = [];
  for (const [key, entry] of Object.entries(cloud.data)) {
    const documents = Array.isArray(entry) ? entry : [entry];
    documents.forEach((document, index) => {
      const path = Array.isArray(entry) ? `$.data.${key}[${index}]` : `$.data.${key}`;
      const zh = document.content ?? '';
      if (!ZH_MENTION.test(zh)) return;
      const match = ZH_DEADLINE.exec(zh);
      const stated = match?.slice(1).map(Number);
      const agrees =
        stated !== undefined &&
        stated[0] === expected.year &&
        stated[1] === expected.month &&
        stated[2] === expected.day &&
        stated[3] === expected.hour &&
        stated[4] === expected.minute;
      if (!agrees)
        problems.push({
          file,
          path: `${path}.content`,
          message: `the mailing deadline must read ${zhText(expected)}, as signup.json's mailing.deadline says`,
        });
      const en = document.contentEn;
      if (
        en &&
        !enSpellings(expected).some((spelling) => en.includes(spelling) && en.includes(clock(expected)))
      )
        problems.push({
          file,
          path: `${path}.contentEn`,
          message: `the English text must state the mailing deadline of signup.json (${clock(expected)} on ${enSpellings(expected)[0]})`,
        });
    });
  }
  return problems;
}
