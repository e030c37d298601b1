import { describe, expect, it } from 'vitest';
import { normalizeWebLink, withHost } from './resolve';

const HOST = 'https://img.yzmarathon.example';

describe('withHost (relative URLs get the host prefix)', () => {
  it.each([
    'http://cdn.example.com/a.png',
    'https://cdn.example.com/a.png',
    'HTTPS://CDN.EXAMPLE.COM/A.PNG',
    'blob:https://site.example/2b1c-44',
    '//cdn.example.com/a.png',
  ])('keeps %s as it is', (url) => {
    expect(withHost(url, HOST)).toBe(url);
  });

  it.each([
    ['race/logo.png', HOST, `${HOST}/race/logo.png`],
    ['/race/logo.png', HOST, `${HOST}/race/logo.png`],
    ['race/logo.png', `${HOST}/`, `${HOST}/race/logo.png`],
    ['/race/logo.png', `${HOST}/`, `${HOST}/race/logo.png`],
    ['/race/logo.png', `${HOST}//`, `${HOST}/race/logo.png`],
    ['files/rules.pdf', 'https://files.example/static', 'https://files.example/static/files/rules.pdf'],
  ])('%s on %s gets exactly one slash: %s', (path, host, expected) => {
    expect(withHost(path, host)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('answers "" for %s', (_case, path) => {
    expect(withHost(path, HOST)).toBe('');
  });
});

describe('normalizeWebLink (web links without protocol get a // prefix)', () => {
  it.each([
    ['www.example.com', '//www.example.com'],
    ['www.example.com/news/1', '//www.example.com/news/1'],
    ['  www.example.com  ', '//www.example.com'],
    ['example.com', '//example.com'],
  ])('%j → %j', (link, expected) => {
    expect(normalizeWebLink(link)).toBe(expected);
  });

  it.each([
    'http://example.com',
    'https://example.com/a?b=1',
    'blob:https://site.example/x',
    '//example.com',
    '/news-notice/race-news',
    '#/home',
    'mailto:run@example.com',
    'tel:+8651412345678',
  ])('keeps %s', (link) => {
    expect(normalizeWebLink(link)).toBe(link);
  });

  it.each([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('answers "" for %s', (_case, link) => {
    expect(normalizeWebLink(link)).toBe('');
  });

  it('prefixes a bare web link that has a port', () => {
    expect(normalizeWebLink('www.example.com:8080/race')).toBe('//www.example.com:8080/race');
  });
});
