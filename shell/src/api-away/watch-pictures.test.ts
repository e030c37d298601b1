import { afterEach, describe, expect, it } from 'vitest';
import { apiReachable } from './api-reachable';
import { PICTURE_UNAVAILABLE_ATTRIBUTE, watchPictures } from './watch-pictures';

const HOST = 'https://api.example.com/files/';

function picture(src: string, alt = ''): HTMLImageElement {
  const image = document.createElement('img');
  image.src = src;
  image.alt = alt;
  document.body.append(image);
  return image;
}

afterEach(() => document.body.replaceChildren());

describe('pictures of the file host that cannot load', () => {
  it('say so in their alternative text, keep their own, and take it back once they load', () => {
    let failures = 0;
    const unwatch = watchPictures(document, {
      hosts: [HOST],
      label: () => '图片暂时无法显示',
      onFailure: () => (failures += 1),
    });
    const banner = picture(`${HOST}images/banner-1.jpg`);
    const map = picture(`${HOST}images/route.png`, '路线图');
    const elsewhere = picture('https://elsewhere.example.com/logo.png', 'logo');
    // Load and error events do not bubble: the watch catches them on their way down.
    for (const image of [banner, map, elsewhere]) image.dispatchEvent(new Event('error'));
    banner.dispatchEvent(new Event('error'));
    expect(banner.alt).toBe('图片暂时无法显示');
    expect(map.alt).toBe('路线图 · 图片暂时无法显示');
    expect(banner.hasAttribute(PICTURE_UNAVAILABLE_ATTRIBUTE)).toBe(true);
    expect(elsewhere.alt).toBe('logo');
    expect(elsewhere.hasAttribute(PICTURE_UNAVAILABLE_ATTRIBUTE)).toBe(false);
    expect(failures).toBe(3);
    map.dispatchEvent(new Event('load'));
    expect(map.alt).toBe('路线图');
    expect(map.hasAttribute(PICTURE_UNAVAILABLE_ATTRIBUTE)).toBe(false);
    unwatch();
    const later = picture(`${HOST}images/later.jpg`);
    later.dispatchEvent(new Event('error'));
    expect(later.alt).toBe('');
  });
});

describe('whether the API answers', () => {
  const answering = (status: number) => (async () => new Response('{}', { status })) as typeof fetch;

  it('is away when /health fails, says 5xx or cannot be reached', async () => {
    expect(await apiReachable('https://api.example.com', answering(200))).toBe(true);
    expect(await apiReachable('https://api.example.com', answering(503))).toBe(false);
    expect(await apiReachable('https://api.example.com', answering(502))).toBe(false);
    const refused = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await apiReachable('https://api.example.com', refused)).toBe(false);
  });
});
