import { RACE_ITEM_DISTANCE_KM, type ScoreResult } from '@marathon/shared/api';
import { formatCount, formatDuration } from '@marathon/shared/race-time';

/** A run of text in one style; an English part is marked so a screen reader speaks it in English. */
export interface TextPart {
  text: string;
  lang?: 'en';
}

export type Shape =
  | {
      kind: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      fill?: string;
      stroke?: string;
      strokeWidth?: number;
    }
  | { kind: 'line'; x1: number; x2: number; y: number; stroke: string }
  | {
      kind: 'path';
      d: string;
      fill: string;
      label?: string;
      /** The box the path is drawn in. */
      x: number;
      y: number;
      width: number;
      height: number;
      perRunner?: boolean;
    }
  | {
      kind: 'text';
      x: number;
      y: number;
      size: number;
      bold?: boolean;
      anchor?: 'start' | 'middle' | 'end';
      fill: string;
      spacing?: number;
      parts: TextPart[];
      perRunner?: boolean;
    };

/** The drawing's size: A4 proportions, 800 wide. */
export const PAGE = { width: 800, height: 1131 } as const;

const ITEM_TITLES = {
  half: { zh: '半程马拉松', en: 'Half Marathon' },
  fun: { zh: '欢乐跑', en: 'Fun Run' },
} as const;

/** How a certificate proves itself: the code printed on it and the QR code of its verification page. */
export interface Verification {
  code: string;
  /** The QR code's modules as one path, drawn in the square at (x, y) of `size`. */
  qrPath: (x: number, y: number, size: number) => string;
}

const en = (text: string): TextPart => ({ text, lang: 'en' });

/**
 * The finisher certificate as shapes, with what differs from one runner to the next marked `perRunner` (the rest is
 * the same for every runner of an edition and race, so the PNG draws it once: see composed-png.ts), drawn the same way as SVG text for the page and as glyph outlines for the
 * PNG and PDF. Bilingual: Chinese, with each English line or word marked as English.
 */
export function certificateLayout(result: ScoreResult, verification: Verification): Shape[] {
  const item = ITEM_TITLES[result.raceItem];
  const km = RACE_ITEM_DISTANCE_KM[result.raceItem];
  const row = (y: number, zh: string, label: string, value: string, labelPerRunner = false): Shape[] => [
    {
      kind: 'text',
      x: 110,
      y,
      size: 24,
      fill: '#555',
      parts: [{ text: `${zh} ` }, en(label)],
      perRunner: labelPerRunner,
    },
    {
      kind: 'text',
      x: 690,
      y,
      size: 30,
      bold: true,
      anchor: 'end',
      fill: '#1a202c',
      parts: [{ text: value }],
      perRunner: true,
    },
  ];
  const center = { x: 400, anchor: 'middle' as const };
  return [
    { kind: 'rect', x: 0, y: 0, width: 800, height: 1131, fill: '#fbfaf6' },
    { kind: 'rect', x: 24, y: 24, width: 752, height: 1083, stroke: '#5BB647', strokeWidth: 6 },
    { kind: 'rect', x: 40, y: 40, width: 720, height: 1051, stroke: '#c9a227', strokeWidth: 2 },
    {
      kind: 'text',
      ...center,
      y: 150,
      size: 34,
      bold: true,
      fill: '#2f6f22',
      parts: [{ text: `${result.year} 扬州鉴真国际半程马拉松` }],
    },
    {
      kind: 'text',
      ...center,
      y: 192,
      size: 20,
      fill: '#666',
      parts: [en(`${result.year} Yangzhou Jianzhen International Half Marathon`)],
    },
    { kind: 'text', ...center, y: 290, size: 56, bold: true, fill: '#c9a227', parts: [{ text: '完赛证书' }] },
    {
      kind: 'text',
      ...center,
      y: 330,
      size: 22,
      spacing: 6,
      fill: '#8a7a3a',
      parts: [en('FINISHER CERTIFICATE')],
    },
    {
      kind: 'text',
      ...center,
      y: 440,
      size: 48,
      bold: true,
      fill: '#1a202c',
      parts: [{ text: result.name }],
      perRunner: true,
    },
    {
      kind: 'text',
      ...center,
      y: 490,
      size: 22,
      fill: '#555',
      parts: [{ text: `${item.zh} ` }, en(`${item.en} · ${km} km`)],
    },
    { kind: 'line', x1: 110, x2: 690, y: 540, stroke: '#ddd' },
    ...row(600, '号码布', 'Bib', result.bib),
    ...row(660, '净计时', 'Chip time', formatDuration(result.chipTimeMs)),
    ...row(720, '枪声计时', 'Gun time', formatDuration(result.gunTimeMs)),
    ...row(780, '总排名', 'Overall', `${formatCount(result.overallRank)} / ${formatCount(result.finishers)}`),
    ...row(840, '性别排名', 'Gender', String(result.genderRank)),
    ...row(900, '年龄组', result.ageGroup, String(result.ageGroupRank), true),
    ...(result.provisional
      ? [
          {
            kind: 'text',
            ...center,
            y: 945,
            size: 20,
            fill: '#c05621',
            parts: [{ text: '成绩待确认 ' }, en('Provisional results')],
            perRunner: true,
          } satisfies Shape,
        ]
      : []),
    {
      kind: 'path',
      d: verification.qrPath(110, 962, 104),
      fill: '#1a202c',
      label: 'QR',
      x: 110,
      y: 962,
      width: 104,
      height: 104,
      perRunner: true,
    },
    {
      kind: 'text',
      x: 232,
      y: 990,
      size: 16,
      fill: '#555',
      parts: [{ text: '扫码或在官网“证书验证”输入验证码 ' }, en('Scan or enter the code to verify')],
    },
    {
      kind: 'text',
      x: 232,
      y: 1024,
      size: 24,
      bold: true,
      fill: '#1a202c',
      parts: [{ text: verification.code }],
      perRunner: true,
    },
    {
      kind: 'text',
      x: 232,
      y: 1060,
      size: 16,
      fill: '#888',
      parts: [{ text: '扬州鉴真国际半程马拉松组委会 · ' }, en('Organising Committee')],
    },
  ];
}
