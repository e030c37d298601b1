import type { ScoreResult } from '@marathon/shared/api';
import { scoreResultFixture } from '@marathon/shared/test-support';

/** A finisher's result as the API answers it, with a name holding markup: every page must write it as text. */
export const RESULT: ScoreResult = scoreResultFixture({ name: '李<四>"&' });

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
