import { RACE_ITEM_DISTANCE_KM, type ScoreResult } from '@marathon/shared/api';
import { formatCount, formatDuration } from '@marathon/shared/race-time';
import { escapeXml } from './svg';

const ITEM_TITLES = {
  half: { zh: '半程马拉松', en: 'Half Marathon' },
  fun: { zh: '欢乐跑', en: 'Fun Run' },
} as const;

/** An English fragment of the Chinese certificate, marked so a screen reader speaks it in English. */
const english = (text: string) => `<tspan xml:lang="en" lang="en">${escapeXml(text)}</tspan>`;

/**
 * The finisher certificate (query type 6): an A4-proportioned SVG the browser shows and saves as is. SVG keeps it
 * sharp at any print size and needs no native image library on the server. It is bilingual: the document is
 * Chinese, each English line or word carries its own language.
 */
export function certificateSvg(result: ScoreResult): string {
  const item = ITEM_TITLES[result.raceItem];
  const km = RACE_ITEM_DISTANCE_KM[result.raceItem];
  const line = (y: number, zh: string, en: string, value: string) =>
    `<text x="110" y="${y}" font-size="24" fill="#555">${escapeXml(zh)} ${english(en)}</text>` +
    `<text x="690" y="${y}" font-size="30" font-weight="700" text-anchor="end" fill="#1a202c">${escapeXml(value)}</text>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xml:lang="zh-CN" lang="zh-CN" width="800" height="1131" viewBox="0 0 800 1131" font-family="'Noto Sans SC','Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif">
<title>${escapeXml(`${result.year} 扬州鉴真国际半程马拉松 完赛证书 ${result.bib}`)}</title>
<rect width="800" height="1131" fill="#fbfaf6"/>
<rect x="24" y="24" width="752" height="1083" fill="none" stroke="#5BB647" stroke-width="6"/>
<rect x="40" y="40" width="720" height="1051" fill="none" stroke="#c9a227" stroke-width="2"/>
<text x="400" y="150" font-size="34" font-weight="700" text-anchor="middle" fill="#2f6f22">${result.year} 扬州鉴真国际半程马拉松</text>
<text x="400" y="192" font-size="20" text-anchor="middle" fill="#666" xml:lang="en" lang="en">${result.year} Yangzhou Jianzhen International Half Marathon</text>
<text x="400" y="290" font-size="56" font-weight="700" text-anchor="middle" fill="#c9a227">完赛证书</text>
<text x="400" y="330" font-size="22" letter-spacing="6" text-anchor="middle" fill="#8a7a3a" xml:lang="en" lang="en">FINISHER CERTIFICATE</text>
<text x="400" y="440" font-size="48" font-weight="700" text-anchor="middle" fill="#1a202c">${escapeXml(result.name)}</text>
<text x="400" y="490" font-size="22" text-anchor="middle" fill="#555">${escapeXml(item.zh)} ${english(`${item.en} · ${km} km`)}</text>
<line x1="110" x2="690" y1="540" y2="540" stroke="#ddd"/>
${line(600, '号码布', 'Bib', result.bib)}
${line(660, '净计时', 'Chip time', formatDuration(result.chipTimeMs))}
${line(720, '枪声计时', 'Gun time', formatDuration(result.gunTimeMs))}
${line(780, '总排名', 'Overall', `${formatCount(result.overallRank)} / ${formatCount(result.finishers)}`)}
${line(840, '性别排名', 'Gender', String(result.genderRank))}
${line(900, '年龄组', result.ageGroup, String(result.ageGroupRank))}
${result.provisional ? `<text x="400" y="980" font-size="20" text-anchor="middle" fill="#c05621">成绩待确认 ${english('Provisional results')}</text>` : ''}
<text x="400" y="1040" font-size="18" text-anchor="middle" fill="#888">扬州鉴真国际半程马拉松组委会 · ${english('Organising Committee')}</text>
</svg>
`;
}
