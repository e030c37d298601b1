import { beforeEach, describe, expect, it } from 'vitest';
import { configureHosts, imageUrl } from '../url/hosts';
import { resolveContentImages } from './content-images';

beforeEach(() => {
  configureHosts({ imageHost: 'http://api.example:8080/files', fileHost: 'http://api.example:8080/files' });
});

describe('resolveContentImages (document images come from the image host)', () => {
  it('prefixes a relative image path with the image host', () => {
    const out = resolveContentImages(
      '<p><img src="images/race/route-half.svg" width="800" height="500"></p>',
      imageUrl,
    );
    const img = new DOMParser().parseFromString(out, 'text/html').querySelector('img');
    expect(img?.getAttribute('src')).toBe('http://api.example:8080/files/images/race/route-half.svg');
    expect(img?.getAttribute('width')).toBe('800');
    expect(img?.getAttribute('decoding')).toBe('async');
  });

  it('keeps absolute image addresses', () => {
    const out = resolveContentImages(
      '<img src="https://cdn.example.com/a.png"><img src="//cdn.example.com/b.png">',
      imageUrl,
    );
    const srcs = [...new DOMParser().parseFromString(out, 'text/html').querySelectorAll('img')].map((i) =>
      i.getAttribute('src'),
    );
    expect(srcs).toEqual(['https://cdn.example.com/a.png', '//cdn.example.com/b.png']);
  });

  it('returns HTML without images unchanged', () => {
    expect(resolveContentImages('<p>扬州</p>', imageUrl)).toBe('<p>扬州</p>');
  });
});
