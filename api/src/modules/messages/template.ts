import { MESSAGE_PLACEHOLDERS, type MessageSegment, type MessageTemplate } from '@marathon/shared/api';
import { beijingTime } from '../../kernel/clock';
import { failures } from '../../platform/http/api-failure';
import { raceItemWords } from '../season';

/** What a recipient's placeholders say, kept with each queued message as it was when queued. */
export interface RecipientFacts {
  name: string;
  regNo: number;
  year: number;
  raceItem: string;
  bib: string | null;
  payBy: number | null;
}

export interface RenderedMessage {
  zh: { subject: string; body: string };
  en: { subject: string; body: string };
}

type Placeholder = (typeof MESSAGE_PLACEHOLDERS)[number];
/** Only a won place has a pay-by: {payBy} elsewhere would read "—" to everyone. */
const PAY_BY_SEGMENTS: readonly MessageSegment[] = ['won', 'unpaid'];

const placeholdersIn = (text: string): string[] =>
  [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');

/** Refuses, in both languages, a template naming a placeholder there is none of, or {payBy} where none is due. */
export function checkTemplate(template: MessageTemplate, segment: MessageSegment): void {
  const used = Object.values(template).flatMap(placeholdersIn);
  const unknown = [
    ...new Set(used.filter((name) => !(MESSAGE_PLACEHOLDERS as readonly string[]).includes(name))),
  ];
  if (unknown.length > 0) {
    const list = unknown.map((name) => `{${name}}`).join(' ');
    const known = MESSAGE_PLACEHOLDERS.map((name) => `{${name}}`).join(' ');
    throw failures.badRequest(
      `模板中有未知的占位符：${list}。可用：${known}`,
      `The template has unknown placeholders: ${list}. Available: ${known}`,
    );
  }
  if (used.includes('payBy') && !PAY_BY_SEGMENTS.includes(segment)) {
    throw failures.badRequest(
      '只有中签者（含未付款）才有付款截止时间：请删除 {payBy}',
      'Only winners (and the unpaid) have a pay-by date: remove {payBy}',
    );
  }
}

function values(facts: RecipientFacts, language: 'zh' | 'en'): Record<Placeholder, string> {
  const zh = language === 'zh';
  return {
    name: facts.name,
    regNo: String(facts.regNo),
    year: String(facts.year),
    raceItem: raceItemWords(facts.raceItem)[language],
    bib: facts.bib ?? (zh ? '（尚未分配）' : '(not yet assigned)'),
    payBy:
      facts.payBy === null
        ? '—'
        : zh
          ? `北京时间 ${beijingTime(facts.payBy)}`
          : `${beijingTime(facts.payBy)} Beijing time`,
  };
}

const fill = (text: string, words: Record<Placeholder, string>): string =>
  text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) =>
    name in words ? words[name as Placeholder] : whole,
  );

/** The template as one recipient reads it, in both languages. */
export function renderMessage(template: MessageTemplate, facts: RecipientFacts): RenderedMessage {
  const zh = values(facts, 'zh');
  const en = values(facts, 'en');
  return {
    zh: { subject: fill(template.subjectZh, zh), body: fill(template.bodyZh, zh) },
    en: { subject: fill(template.subjectEn, en), body: fill(template.bodyEn, en) },
  };
}
