import { describe, expect, it } from 'vitest';
import { i18n } from '@marathon/shared';
import { registerAuthMessages } from '../i18n/messages';
import { sendLabel } from './send-label';

registerAuthMessages();
const text = (language: 'zh' | 'en', state: { left: number; sent: boolean }) => {
  const label = sendLabel(state);
  return i18n.getFixedT(language)(label.key, 'count' in label ? { count: label.count } : {});
};

describe('the send-code button text', () => {
  it('idle, counting from 60, then resend', () => {
    expect(text('zh', { left: 0, sent: false })).toBe('获取验证码');
    expect(text('zh', { left: 60, sent: true })).toBe('60秒后重试');
    expect(text('en', { left: 2, sent: true })).toBe('Retrieve in 2 seconds');
    expect(text('en', { left: 1, sent: true })).toBe('Retrieve in 1 second');
    expect(text('zh', { left: 0, sent: true })).toBe('重新发送');
    expect(text('en', { left: 0, sent: true })).toBe('Resend');
  });
});
