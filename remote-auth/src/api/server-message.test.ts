import { describe, expect, it } from 'vitest';
import { ApiError } from '@marathon/shared';
import { localMessage } from './server-message';

describe('localMessage', () => {
  const error = new ApiError('验证码错误 / The verification code is wrong', 400, null);
  it('picks the visitor’s half of a bilingual API message', () => {
    expect(localMessage(error, 'zh')).toBe('验证码错误');
    expect(localMessage(error, 'en')).toBe('The verification code is wrong');
  });
  it('keeps a one-language message whole', () => {
    expect(localMessage(new ApiError('出错了！', -1, null), 'en')).toBe('出错了！');
  });
  it('answers null for nothing', () => {
    expect(localMessage(undefined, 'zh')).toBeNull();
  });
});
