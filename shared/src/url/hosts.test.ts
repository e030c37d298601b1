import { describe, expect, it } from 'vitest';
import { configureHosts, fileHost, fileUrl, imageUrl } from './hosts';

describe('image and file hosts', () => {
  it('prefix relative URLs with their own host, once configured', () => {
    configureHosts({ imageHost: 'https://img.example/', fileHost: 'https://files.example' });
    expect(imageUrl('race/banner.jpg')).toBe('https://img.example/race/banner.jpg');
    expect(fileUrl('/docs/rules.pdf')).toBe('https://files.example/docs/rules.pdf');
    expect(fileHost()).toBe('https://files.example');
  });

  it('keep absolute URLs and answer "" for none', () => {
    configureHosts({ imageHost: 'https://img.example', fileHost: 'https://files.example' });
    expect(imageUrl('https://cdn.other.example/a.png')).toBe('https://cdn.other.example/a.png');
    expect(imageUrl('blob:https://site.example/abc')).toBe('blob:https://site.example/abc');
    expect(fileUrl(undefined)).toBe('');
    expect(imageUrl('')).toBe('');
  });

  it('follow a later configuration', () => {
    configureHosts({ imageHost: 'https://a.example', fileHost: 'https://b.example' });
    configureHosts({ imageHost: 'https://c.example', fileHost: 'https://d.example' });
    expect(imageUrl('x.png')).toBe('https://c.example/x.png');
    expect(fileUrl('x.json')).toBe('https://d.example/x.json');
  });
});
