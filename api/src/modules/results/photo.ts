import { escapeXml } from './svg';

/** How many photos the course cameras took of one bib: 2 to 5, stable for a bib. */
export function photoCount(year: number, bib: string): number {
  let hash = year;
  for (const char of bib) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 2 + (hash % 4);
}

const SCENES = [
  { label: '起点 Start', sky: '#9bd3f5', ground: '#7a8b99' },
  { label: '5 km 运河 Canal', sky: '#b7e1f3', ground: '#5f9e6e' },
  { label: '10 km 瘦西湖 Slender West Lake', sky: '#cde8f6', ground: '#4f8f5b' },
  { label: '15 km 东关街 Dongguan Street', sky: '#f6dfb6', ground: '#8c6f58' },
  { label: '终点 Finish', sky: '#f9c98a', ground: '#b04a3a' },
] as const;

/** A course photo of one runner: the scene of the camera point and the runner wearing the bib. */
export function photoSvg(year: number, bib: string, n: number): string {
  const scene = SCENES[(n - 1) % SCENES.length] ?? SCENES[0];
  const x = 300 + ((n * 97) % 200);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640" font-family="sans-serif">
<title>${escapeXml(`${year} · ${bib} · ${scene.label}`)}</title>
<rect width="960" height="640" fill="${scene.sky}"/>
<circle cx="820" cy="110" r="56" fill="#fff6c8"/>
<rect y="420" width="960" height="220" fill="${scene.ground}"/>
<path d="M0 470 L960 440 L960 520 L0 560 Z" fill="#d9d4cc"/>
<g transform="translate(${x} 150)">
<circle cx="60" cy="30" r="28" fill="#f1c7a0"/>
<rect x="28" y="62" width="64" height="120" rx="16" fill="#2b6cb0"/>
<rect x="36" y="86" width="48" height="34" fill="#fff" stroke="#333"/>
<text x="60" y="110" font-size="16" font-weight="700" text-anchor="middle" fill="#c53030">${escapeXml(bib)}</text>
<path d="M40 180 L10 290 M80 180 L120 280" stroke="#1a202c" stroke-width="18" stroke-linecap="round"/>
<path d="M30 80 L0 150 M90 80 L128 130" stroke="#f1c7a0" stroke-width="14" stroke-linecap="round"/>
</g>
<rect x="0" y="590" width="960" height="50" fill="rgba(0,0,0,0.45)"/>
<text x="24" y="622" font-size="22" fill="#fff">${escapeXml(`${year} 扬州鉴真国际半程马拉松 · ${scene.label}`)}</text>
<text x="936" y="622" font-size="22" fill="#fff" text-anchor="end">#${n}</text>
</svg>
`;
}
