import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
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
/** The PDF's picture: 300 dpi across an A4 page (8.27 in). */
const PDF_RASTER_WIDTH = 2480;
const A4 = { width: 595.28, height: 841.89 };

function rasterize(svg: string, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: CERTIFICATE_FONT },
  });
  return resvg.render().asPng();
}

/** The certificate as a PNG, for a phone's gallery and for sharing in a chat. */
export function certificatePng(svg: string): Buffer {
  return rasterize(svg, PNG_WIDTH);
}

/** The certificate as a one-page A4 PDF for print: the drawing at 300 dpi filling the page. */
export function certificatePdf(svg: string, title: string): Promise<Buffer> {
  const picture = rasterize(svg, PDF_RASTER_WIDTH);
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
