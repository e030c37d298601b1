import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape';

describe('escapeHtml', () => {
  it('writes the five markup characters as numeric entities', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;',
    );
  });

  it('leaves other text, Chinese included, as it is', () => {
    expect(escapeHtml('李四 2024 1:30:00')).toBe('李四 2024 1:30:00');
  });
});
