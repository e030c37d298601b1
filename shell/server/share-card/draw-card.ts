import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);

/**
 * Noto Sans SC, regular and bold, from npm (OFL), as the API draws its certificates: a card reads the same on every
 * server, with no system font installed, in Chinese and in English.
 */
const FONT_FILES = [
  require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
];
export const CARD_FONT = 'Noto Sans SC';

/**
 * A drawing as a PNG (at `width` pixels wide when given; resvg draws an SVG picture inside another without fonts,
 * so a content picture is drawn on its own first). resvg draws on libuv's thread pool, so the server keeps answering pages meanwhile;
 * the content's own pictures (an SVG banner with its words) are drawn with the same font, whatever family they
 * name.
 */
export async function drawCard(svg: string | Buffer, width?: number): Promise<Buffer> {
  const image = await renderAsync(svg, {
    font: {
      fontFiles: FONT_FILES,
      loadSystemFonts: false,
      defaultFontFamily: CARD_FONT,
      sansSerifFamily: CARD_FONT,
      serifFamily: CARD_FONT,
    },
    fitTo: width ? { mode: 'width', value: width } : { mode: 'original' },
    logLevel: 'off',
  });
  return image.asPng();
}
