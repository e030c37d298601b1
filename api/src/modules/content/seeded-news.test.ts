import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { seedRace } from '../sites/seed-data';
import { ENGLISH_MONTHS } from './month-names';

/*
 * The shipped site's news announce only what its forms offer: an item that says entries open on a day must name a
 * day inside the seeded race's sign-up window, in both languages (one said fun-run entries opened on 25 February,
 * a month after sign-up closed, while the whole site said it had ended).
 */
const INDEX = fileURLToPath(new URL('../../../content/sites/localhost/index.json', import.meta.url));

interface NewsItem {
  id: string;
  time: number;
  summary: string;
  summaryEn?: string;
  content: string;
  contentEn?: string;
}

const race = seedRace(Date.now());
const opens = race.sign_up_start_time as number;
const closes = race.sign_up_end_time as number;
const year = new Date(opens).getUTCFullYear();
/** A Beijing calendar day of the window's year at `hour`:`minute` (epoch ms). */
const beijing = (month: number, day: number, hour = 0, minute = 0) =>
  Date.UTC(year, month - 1, day, hour - 8, minute);

const news = (JSON.parse(fs.readFileSync(INDEX, 'utf8')) as { data: { activityBulletin: NewsItem[] } }).data
  .activityBulletin;

describe('the seeded news', () => {
  it('has items that announce entries opening', () => {
    expect(news.some((item) => /开放(补报|报名)/.test(item.content))).toBe(true);
  });

  for (const item of news) {
    it(`${item.id}: entries it says open, open inside the sign-up window, in Chinese and in English`, () => {
      const zh = [
        ...`${item.summary} ${item.content}`.matchAll(
          /(\d{1,2})月(\d{1,2})日(?:(\d{1,2}):(\d{2}))?(?:在报名系统)?开放(?:补报|报名)/g,
        ),
      ];
      const en = [
        ...`${item.summaryEn ?? ''} ${item.contentEn ?? ''}`.matchAll(
          /open (?:at \d{1,2}:\d{2} )?(?:on|from) (?:\d{1,2}:\d{2} on )?(\d{1,2}) ([A-Z][a-z]+)/g,
        ),
      ];
      for (const [, month, day, hour, minute] of zh) {
        const at = beijing(Number(month), Number(day), Number(hour ?? 10), Number(minute ?? 0));
        expect(at, `${item.id}: ${month}月${day}日`).toBeGreaterThanOrEqual(opens);
        expect(at, `${item.id}: ${month}月${day}日`).toBeLessThan(closes);
        // Published before what it announces.
        expect(item.time).toBeLessThanOrEqual(at);
      }
      for (const [, day, month] of en) {
        const at = beijing((ENGLISH_MONTHS as readonly string[]).indexOf(month ?? '') + 1, Number(day), 10);
        expect(at, `${item.id}: ${day} ${month}`).toBeGreaterThanOrEqual(opens);
        expect(at, `${item.id}: ${day} ${month}`).toBeLessThan(closes);
      }
    });
  }
});
