import { describe, expect, it } from 'vitest';
import { uploadMessages } from './messages';

describe('upload strings', () => {
  it('zh and en name the same keys, none empty', () => {
    expect(Object.keys(uploadMessages.zh.upload).sort()).toEqual(
      Object.keys(uploadMessages.en.upload).sort(),
    );
    for (const text of [
      ...Object.values(uploadMessages.zh.upload),
      ...Object.values(uploadMessages.en.upload),
    ]) {
      expect(text.trim()).not.toBe('');
    }
  });
});
