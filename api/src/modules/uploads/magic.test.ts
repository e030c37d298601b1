import { describe, expect, it } from 'vitest';
import { sniff } from './magic';

describe('sniff', () => {
  it.each([
    ['jpeg', [0xff, 0xd8, 0xff, 0xe0]],
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['gif', [...Buffer.from('GIF89a')]],
    ['pdf', [...Buffer.from('%PDF-1.4')]],
    ['zip', [0x50, 0x4b, 0x03, 0x04]],
    ['ole', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
    ['webp', [...Buffer.from('RIFF\0\0\0\0WEBP')]],
    ['xml', [...Buffer.from('\uFEFF <?xml version="1.0"?><gpx version="1.1">')]],
    ['fit', [14, 0x10, 0, 0, 0, 0, 0, 0, ...Buffer.from('.FIT'), 0, 0]],
  ])('knows %s', (kind, bytes) => {
    expect(sniff(Uint8Array.from(bytes))).toBe(kind);
  });

  it.each([[[0x4d, 0x5a]], [[...Buffer.from('<html>')]], [[]]])('answers null for anything else', (bytes) => {
    expect(sniff(Uint8Array.from(bytes))).toBeNull();
  });
});
