import { describe, expect, it } from 'vitest';
import { isExternalJump } from './links';

describe('isExternalJump (a jumpUrl is an external article link or an id)', () => {
  it.each([
    'https://mp.weixin.qq.com/s/abc',
    'http://news.example.com/2025/01/race',
    '//news.example.com/race',
    'www.example.com/race',
    'WWW.EXAMPLE.COM',
    'HTTPS://NEWS.EXAMPLE.COM',
    '  https://news.example.com  ',
  ])('%j is external', (jumpUrl) => {
    expect(isExternalJump(jumpUrl)).toBe(true);
  });

  it.each([
    ['an id', '12'],
    ['a string id', 'race-news-2025-01'],
    ['undefined', undefined],
    ['empty', ''],
    ['a relative path', '/news-notice/race-news'],
    ['a word starting with www', 'wwwhatever'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an ftp URL', 'ftp://files.example.com'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
  ])('%s is not external', (_case, jumpUrl) => {
    expect(isExternalJump(jumpUrl)).toBe(false);
  });
});
