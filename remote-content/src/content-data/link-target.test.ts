import { describe, expect, it } from 'vitest';
import type { DocumentItem } from '@marathon/shared/api';
import { isCharityLink } from './charity';
import { anchorProps, documentHref, linkTarget } from './links';

const item = (over: Partial<DocumentItem>): DocumentItem => ({
  id: 'news-1',
  time: 0,
  title: '标题',
  summary: '',
  recommend: false,
  content: '',
  ...over,
});

describe('documentHref (where a list item leads inside the site)', () => {
  it('opens the item itself by its id', () => {
    expect(documentHref('/news-notice/race-news', item({}))).toBe('#/news-notice/race-news?id=news-1');
  });

  it('opens the document an id-like jumpUrl names, trimmed and encoded', () => {
    expect(documentHref('/newsNotice/raceNews', item({ jumpUrl: ' news 1 ' }))).toBe(
      '#/newsNotice/raceNews?id=news%201',
    );
  });
});

describe('linkTarget (carousel and advertisement jumpUrl)', () => {
  it.each([
    ['#/race-information/race-route', '#/race-information/race-route'],
    ['/news-notice/race-news', '#/news-notice/race-news'],
  ])('keeps the in-site route %s in this tab', (jumpUrl, href) => {
    expect(linkTarget(jumpUrl)).toEqual({ href, external: false });
  });

  it.each([
    ['https://www.yangzhou.gov.cn', 'https://www.yangzhou.gov.cn'],
    ['//cdn.example.com/a', '//cdn.example.com/a'],
    ['www.example.com', '//www.example.com'],
  ])('opens the web address %s in a new tab', (jumpUrl, href) => {
    expect(linkTarget(jumpUrl)).toEqual({ href, external: true });
  });

  it.each([
    '',
    '   ',
    undefined,
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('makes no link of %j', (jumpUrl) => {
    expect(linkTarget(jumpUrl)).toBeNull();
  });

  it('gives new-tab anchors noopener and leaves in-site anchors plain', () => {
    expect(anchorProps({ href: 'https://a.example', external: true })).toEqual({
      href: 'https://a.example',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(anchorProps({ href: '#/home', external: false })).toEqual({ href: '#/home' });
  });
});

describe('isCharityLink (links hidden when the show-charity flag is off)', () => {
  it.each(['#/charity/charityInformation', '/charity', '#/charity?x=1', ' #/Charity/x '])('%j is', (href) => {
    expect(isCharityLink(href)).toBe(true);
  });

  it.each(['#/charityish', '#/news-notice/charity', 'https://charity.example.com', '', undefined])(
    '%j is not',
    (href) => {
      expect(isCharityLink(href)).toBe(false);
    },
  );
});
