import { i18n, type MessageKey } from '@marathon/shared';
import { describe, expect, it } from 'vitest';
import { registerSignupMessages } from '../i18n/messages';
import { shortStatusKey, statusKey } from './status-labels';

registerSignupMessages();
const t = (key: MessageKey, lng: 'zh' | 'en') => i18n.getFixedT(lng)(key);

describe('application status labels', () => {
  it('names each audit status in full, in both languages', () => {
    expect([0, 1, 2, 3].map((status) => t(statusKey({ status, ended: false }), 'zh'))).toEqual([
      '待提交',
      '已提交，待审核',
      '审核通过',
      '审核未通过',
    ]);
    expect(t(statusKey({ status: 1, ended: false }), 'en')).toBe('Submitted, awaiting approval');
  });

  it('uses the short list labels: 0 waiting to submit, 1 to 3 submitted', () => {
    expect([0, 1, 2, 3].map((status) => t(shortStatusKey({ status, ended: false }), 'en'))).toEqual([
      'Waiting to submit',
      'Submitted',
      'Submitted',
      'Submitted',
    ]);
  });

  it("shows 'application ended' once the window closed", () => {
    expect(t(statusKey({ status: 0, ended: true }), 'zh')).toBe('申请已结束');
    expect(t(shortStatusKey({ status: 0, ended: true }), 'en')).toBe('Application ended');
  });
});
