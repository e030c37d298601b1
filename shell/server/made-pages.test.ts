import { describe, expect, it } from 'vitest';
import { MadePages } from './made-pages';

describe('the pages the shell’s server made', () => {
  it('gives a page back for its own version only', () => {
    const pages = new MadePages<string>(4);
    pages.keep('zh', { version: 'data1 minute1', source: 'data1', page: 'page of minute 1' });
    expect(pages.current('zh', 'data1 minute1')).toBe('page of minute 1');
    expect(pages.current('zh', 'data1 minute2')).toBeUndefined();
    expect(pages.current('en', 'data1 minute1')).toBeUndefined();
  });

  it('offers the page of an earlier moment made from the same data, never one made from older data', () => {
    const pages = new MadePages<string>(4);
    pages.keep('zh', { version: 'data1 minute1', source: 'data1', page: 'page of minute 1' });
    // The next minute's views are late: the page of the minute before stands in.
    expect(pages.earlier('zh', 'data1')).toBe('page of minute 1');
    // An editor changed the data: the older page is not offered.
    expect(pages.earlier('zh', 'data2')).toBeUndefined();
    expect(pages.earlier('en', 'data1')).toBeUndefined();
  });
});
