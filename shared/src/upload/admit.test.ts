import { describe, expect, it } from 'vitest';
import { admitFile } from './admit';

const size = (width: number, height: number) => () => Promise.resolve({ width, height });

describe('admitFile', () => {
  it('accepts a file of an allowed type, size and count', async () => {
    expect(
      await admitFile({ name: 'a.pdf', size: 10 }, { existing: 0, maxSize: '1KB', limit: 2 }, size(0, 0)),
    ).toBeNull();
  });
  it('refuses a wrong type, a too large file and one over the count', async () => {
    expect(await admitFile({ name: 'a.exe', size: 1 }, { existing: 0 }, size(0, 0))).toEqual({
      key: 'validation.fileFormat',
    });
    expect(
      await admitFile({ name: 'a.pdf', size: 2048 }, { existing: 0, maxSize: '1KB' }, size(0, 0)),
    ).toEqual({
      key: 'validation.fileTooLarge',
      values: { size: '1KB' },
    });
    expect(await admitFile({ name: 'a.pdf', size: 1 }, { existing: 3, limit: 3 }, size(0, 0))).toEqual({
      key: 'validation.fileCount',
      values: { count: 3 },
    });
  });
  it('checks the exact size of images only', async () => {
    const rule = { imageSize: { width: 750, height: 420 }, existing: 0 };
    expect(await admitFile({ name: 'a.png', size: 1 }, rule, size(750, 420))).toBeNull();
    expect(await admitFile({ name: 'a.png', size: 1 }, rule, size(751, 420))).toEqual({
      key: 'validation.imageSize',
      values: { requiredWidth: 750, requiredHeight: 420, actualWidth: 751, actualHeight: 420 },
    });
    expect(
      await admitFile({ name: 'a.png', size: 1 }, rule, () => Promise.reject(new Error('x'))),
    ).toMatchObject({
      values: { actualWidth: 0, actualHeight: 0 },
    });
    expect(await admitFile({ name: 'a.pdf', size: 1 }, rule, size(1, 1))).toBeNull();
  });
});
