import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/instance';
import { checkImageSize } from './image-size';

describe('checkImageSize (exact required width and height)', () => {
  const required = { width: 750, height: 400 };

  it('passes an image of exactly the required size', () => {
    expect(checkImageSize({ width: 750, height: 400 }, required)).toBeNull();
  });

  it.each([
    ['one pixel too wide', { width: 751, height: 400 }],
    ['one pixel too narrow', { width: 749, height: 400 }],
    ['wrong height', { width: 750, height: 401 }],
    ['rotated', { width: 400, height: 750 }],
    ['larger in both', { width: 1500, height: 800 }],
  ])('fails an image %s', (_case, actual) => {
    expect(checkImageSize(actual, required)).not.toBeNull();
  });

  it('gives the required and the actual width and height', () => {
    expect(checkImageSize({ width: 800, height: 600 }, required)).toEqual({
      key: 'validation.imageSize',
      values: { requiredWidth: 750, requiredHeight: 400, actualWidth: 800, actualHeight: 600 },
    });
  });

  it('renders a message with all four values in pixels, in both languages', () => {
    const problem = checkImageSize({ width: 800, height: 600 }, required);
    expect(problem).not.toBeNull();
    if (!problem) return;
    expect(i18n.getFixedT('zh')(problem.key, problem.values)).toBe(
      '图片尺寸不符合标准，要求宽750px、高400px，当前宽800px、高600px',
    );
    expect(i18n.getFixedT('en')(problem.key, problem.values)).toBe(
      'The image size does not meet the standard: required 750px × 400px, actual 800px × 600px',
    );
  });
});
