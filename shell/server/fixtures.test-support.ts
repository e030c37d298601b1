import type { ScoreResult } from '@marathon/shared/api';

/** A finisher's result as the API answers it, with a name holding markup: every page must write it as text. */
export const RESULT: ScoreResult = {
  year: 2024,
  bib: 'A1234',
  name: '李<四>"&',
  gender: 1,
  raceItem: 'half',
  ageGroup: 'M30',
  gunTimeMs: 5_460_000,
  chipTimeMs: 5_400_000,
  paceSecondsPerKm: 256,
  splits: [{ km: 5, chipTimeMs: 1_280_000 }],
  overallRank: 3398,
  genderRank: 2100,
  ageGroupRank: 300,
  finishers: 25079,
  provisional: false,
  certificatePath: '/race-data/api/certificate?year=2024&bib=A1234',
};

/** The phone site's built index.html as the shell's server reads it; `more` is what the build links after its entry. */
export const phoneIndexHtml = (more = ''): string => `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>phone</title>
    <!--marathon:phone-head-->
    <script type="module" crossorigin src="/m/assets/index-abcdefgh.js"></script>${more}
  </head>
  <body><div id="mobile-root"></div></body>
</html>`;
