import { describe, expect, it } from 'vitest';
import { isSafeLink, linkScheme, safeHref } from './safe-link';

describe('the safe-link rule', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['HTTP://EXAMPLE.COM', 'HTTP://EXAMPLE.COM'],
    ['mailto:info@yzmarathon.example', 'mailto:info@yzmarathon.example'],
    ['tel:+86-514-0000000', 'tel:+86-514-0000000'],
    ['//cdn.example.com/x', '//cdn.example.com/x'],
    ['/home', '/home'],
    ['#/news?id=3', '#/news?id=3'],
    ['www.example.com/news', '//www.example.com/news'],
    ['www.example.com:8080/race', '//www.example.com:8080/race'],
    ['  https://example.com  ', 'https://example.com'],
  ])('lets %j through as %j', (link, href) => {
    expect(isSafeLink(link)).toBe(true);
    expect(safeHref(link)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    'blob:https://example.com/1',
    'file:///etc/passwd',
    'weixin://dl/chat',
  ])('refuses %j', (link) => {
    expect(isSafeLink(link)).toBe(false);
    expect(safeHref(link)).toBe('');
  });

  it.each([undefined, null, '', '   '])('renders no link for %j', (link) => {
    expect(safeHref(link)).toBe('');
    expect(isSafeLink(link)).toBe(false);
  });

  it('reads the scheme only from the start', () => {
    expect(linkScheme('https://x')).toBe('https');
    expect(linkScheme('/path?next=javascript:1')).toBeNull();
  });
});
