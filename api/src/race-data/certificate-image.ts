import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * Noto Sans SC, regular and bold, from npm (OFL): the certificate is drawn with the same CJK font on every server,
 * so the PNG and the PDF look the same in WeChat, a phone's gallery and print, whatever fonts the host has.
 */
const FONT_FILES = [
  require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
];
export const CERTIFICATE_FONT = 'Noto Sans SC';

/** Twice the SVG's 800 px width: sharp on a phone's screen and in a chat's full-screen view. */
const PNG_WIDTH = 1600;
/** The PDF's picture: 200 dpi across an A4 page (8.27 in), sharp in print at a third of 300 dpi's drawing time. */
const PDF_RASTER_WIDTH = 1654;
const A4 = { width: 595.28, height: 841.89 };

/**
 * Drawing takes a few hundred milliseconds of CPU (most of it reading the CJK fonts): resvg does it on libuv's
 * thread pool, so the API keeps answering lookups meanwhile.
 */
async function rasterize(svg: string, width: number): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: CERTIFICATE_FONT },
  });
  return image.asPng();
}

/** The certificate as a PNG, for a phone's gallery and for sharing in a chat. */
export function certificatePng(svg: string): Promise<Buffer> {
  return rasterize(svg, PNG_WIDTH);
}

/** The certificate as a one-page A4 PDF for print: the drawing at 200 dpi filling the page. */
export async function certificatePdf(svg: string, title: string): Promise<Buffer> {
  const picture = await rasterize(svg, PDF_RASTER_WIDTH);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      info: { Title: title, Author: '扬州鉴真国际半程马拉松' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.image(picture, 0, 0, { fit: [A4.width, A4.height], align: 'center', valign: 'center' });
    doc.end();
  });
}
