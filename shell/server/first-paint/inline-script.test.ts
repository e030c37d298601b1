import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScript } from './inline-script';

describe('an inline script', () => {
  it('is its function called with JSON arguments, and its hash allows exactly that text', () => {
    const script = inlineScript((ids: { id: string }) => void ids, { id: '</script>' });
    expect(script.text).not.toContain('</script>');
    expect(script.hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('runs in the page when its source names esbuild’s helper for inner functions (run from sources by tsx)', () => {
    // What tsx makes of `const add = (a, b) => a + b` inside the function: the page has no `__name`.
    const run = new Function(
      'const add = __name((a, b) => a + b, "add"); globalThis.sum = add(1, 2);',
    ) as () => void;
    const page: { sum?: number } = {};
    runInNewContext(inlineScript(run).text, page);
    expect(page.sum).toBe(3);
  });
});
