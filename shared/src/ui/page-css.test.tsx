// @vitest-environment node
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { system } from './system';

/**
 * The theme's page CSS (layer order, reset, global styles, token variables) as the shell links it: the text
 * Chakra's provider would insert at run time, rendered on the server by emotion. The file is written by
 * `vitest -u` and compared on every run, so a theme change that is not rebuilt into the file fails here.
 */
function themePageCss(): string {
  const html = renderToStaticMarkup(
    <ChakraProvider value={system}>
      <div />
    </ChakraProvider>,
  );
  const sheets = [...html.matchAll(/<style data-emotion="[^"]*">([^<]*)<\/style>/g)].map((match) => match[1]);
  return `${sheets.join('\n')}\n`;
}

describe('the theme page CSS', () => {
  it('is the CSS Chakra would insert at run time, in its layers', async () => {
    const css = themePageCss();
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('--chakra-colors-brand-solid:');
    await expect(css).toMatchFileSnapshot('./theme-page.css');
  });
});
