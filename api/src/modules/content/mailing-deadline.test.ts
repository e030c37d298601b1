import { describe, expect, it } from 'vitest';
import type { CloudConfig } from '@marathon/shared/api';
import { TEST_CLOUD_CONFIG } from '../../test-support/test-app';
import { mailingDeadlineProblems } from './mailing-deadline';

const DEADLINE = Date.parse('2025-01-24T18:00:00+08:00');

function withKitPage(content: string, contentEn?: string): CloudConfig {
  return {
    ...(TEST_CLOUD_CONFIG as CloudConfig),
    data: {
      kit: {
        id: 'kit',
        time: 0,
        title: '领物须知',
        summary: '',
        recommend: false,
        content,
        ...(contentEn ? { contentEn } : {}),
      },
    },
  } as CloudConfig;
}

const messages = (cloud: CloudConfig): string[] =>
  mailingDeadlineProblems('sites/localhost/index.json', cloud, DEADLINE).map(
    (p) => `${p.path}: ${p.message}`,
  );

describe('the kit page’s mailing deadline against signup.json', () => {
  it('accepts a page that states the configured deadline in both languages', () => {
    expect(
      messages(
        withKitPage(
          '<li>邮寄申请截止时间：2025年1月24日18:00。</li>',
          '<li>Applications close at 18:00 on 24 January 2025.</li>',
        ),
      ),
    ).toEqual([]);
    expect(
      messages(withKitPage('<p>邮寄申请截止：2025年1月24日 18:00</p>', 'Closes January 24, 2025, 18:00')),
    ).toEqual([]);
  });

  it('refuses another date, in either language, and names the configured one', () => {
    expect(
      messages(
        withKitPage(
          '<li>邮寄申请截止时间：2024年11月12日18:00。</li>',
          '<li>Applications close at 18:00 on 12 November 2024.</li>',
        ),
      ),
    ).toEqual([
      "$.data.kit.content: the mailing deadline must read 2025年1月24日18:00, as signup.json's mailing.deadline says",
      '$.data.kit.contentEn: the English text must state the mailing deadline of signup.json (18:00 on 24 January 2025)',
    ]);
    expect(
      messages(
        withKitPage(
          '邮寄申请截止时间：2025年1月24日18:00',
          'Applications close at 12:00 on 24 January 2025.',
        ),
      ),
    ).toHaveLength(1);
  });

  it('refuses a deadline it cannot read, and leaves pages that do not state one alone', () => {
    expect(messages(withKitPage('邮寄申请截止时间：一月底'))).toHaveLength(1);
    expect(messages(withKitPage('<p>现场领取：2025年4月17日至19日。</p>'))).toEqual([]);
  });
});
