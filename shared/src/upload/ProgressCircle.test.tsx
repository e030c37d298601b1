import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressCircle } from './ProgressCircle';

describe('ProgressCircle', () => {
  it('is a progressbar with its value and label', () => {
    const html = renderToStaticMarkup(<ProgressCircle percent={42} label="上传中 42%" />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="42"');
    expect(html).toContain('aria-label="上传中 42%"');
    expect(html).toContain('42%');
  });
});
