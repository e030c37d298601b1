import { endpoints } from '@marathon/shared/api';
import { RESULT_COLUMNS, SPLIT_COLUMNS } from '../results-csv';
import { PAGE_TEXT, type PageLanguage } from './page-text';

export const ADMIN_RESULTS_PATH = endpoints.adminResultsPage.path;
export const ADMIN_RESULTS_IMPORT_PATH = endpoints.adminResultsImport.path;
export const ADMIN_PASSINGS_IMPORT_PATH = endpoints.adminPassingsImport.path;
export const ADMIN_RESULTS_SCRIPT_PATH = endpoints.adminResultsScript.path;
export const ADMIN_RESULTS_STYLE_PATH = endpoints.adminResultsStyle.path;
/** The staff sign-in, from the page's folder: one level up, so it also works behind the site's /api prefix. */
export const STAFF_SIGN_IN_FROM_PAGE = `..${endpoints.staffSignIn.path}`;

/**
 * An address of the page's own, relative to the page: behind a proxy the API lives under a prefix (`/api/`), which
 * a root path (`/admin/results/page.js`) would step out of. The page is `…/admin/results`, so its base is
 * `…/admin/` and `results/page.js` stays under whatever prefix the page was reached at.
 */
export function relativeToPage(path: string): string {
  const base = ADMIN_RESULTS_PATH.slice(0, ADMIN_RESULTS_PATH.lastIndexOf('/') + 1);
  if (!path.startsWith(base)) throw new Error(`${path} is not beside ${ADMIN_RESULTS_PATH}`);
  return path.slice(base.length);
}

/** Largest results file the page takes: a big race's CSV is about 2 MB, an .xlsx less. */
export const MAX_RESULTS_FILE_BYTES = 10 * 1024 * 1024;

/**
 * Nothing but our own script, style and calls: no inline code, no framing, forms post only here. The page holds
 * the organiser's key, so it must not run anything else.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page's words for its script, as a JSON data block: never executed, so the CSP needs no exception. */
function messagesBlock(language: PageLanguage): string {
  const json = JSON.stringify(PAGE_TEXT[language]).replace(/</g, '\\u003c');
  return `<script type="application/json" id="messages">${json}</script>`;
}

/** The timing companies a passings file may be taken as; `file` is the name the CLI gives when none is named. */
function providerOptions(t: (typeof PAGE_TEXT)[PageLanguage], providers: readonly string[]): string {
  return providers
    .map((name) => {
      const label = name === 'file' ? t.providerFile : name;
      return `<option value="${escapeHtml(name)}">${escapeHtml(label)}</option>`;
    })
    .join('');
}

/**
 * The organisers' results page, in one language with a link to the other: a final results file, or a timing
 * company's live passings file. Its button stays disabled until the script has taken over the form: a plain form
 * post would send the file without the staff session header.
 */
export function renderResultsPage(
  language: PageLanguage,
  defaultYear: number,
  providers: readonly string[],
): string {
  const t = PAGE_TEXT[language];
  const other: PageLanguage = language === 'zh' ? 'en' : 'zh';
  const mb = String(MAX_RESULTS_FILE_BYTES / 1024 / 1024);
  const columns = [...RESULT_COLUMNS, ...SPLIT_COLUMNS.map((name) => `[${name}]`)].join(', ');
  return `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(t.title)} · ${escapeHtml(t.event)}</title>
<link rel="stylesheet" href="${relativeToPage(ADMIN_RESULTS_STYLE_PATH)}">
<script src="${relativeToPage(ADMIN_RESULTS_SCRIPT_PATH)}" defer></script>
</head>
<body>
<header>
  <p class="event">${escapeHtml(t.event)}</p>
  <a class="switch" href="?lang=${other}" lang="${other === 'zh' ? 'zh-CN' : 'en'}" hreflang="${other}">${escapeHtml(t.switchLabel)}</a>
</header>
<main>
  <h1>${escapeHtml(t.title)}</h1>
  <div id="results-intro">
    <p>${escapeHtml(t.intro)}</p>
    <p><code>${escapeHtml(columns)}</code></p>
    <p>${escapeHtml(t.rules)}</p>
  </div>
  <form id="import-form" action="${relativeToPage(ADMIN_RESULTS_IMPORT_PATH)}" method="post" enctype="multipart/form-data" novalidate>
    <fieldset class="field" id="sign-in">
      <legend>${escapeHtml(t.signIn)}</legend>
      <label for="email">${escapeHtml(t.email)}</label>
      <input id="email" name="email" type="email" autocomplete="username" required aria-describedby="sign-in-hint">
      <label for="password">${escapeHtml(t.password)}</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <label for="code">${escapeHtml(t.code)}</label>
      <input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required>
      <p id="sign-in-hint" class="hint">${escapeHtml(t.signInHint)}</p>
    </fieldset>
    <p id="signed-in" class="hint" hidden></p>
    <div class="field">
      <label for="year">${escapeHtml(t.year)}</label>
      <input id="year" name="year" type="number" inputmode="numeric" min="2000" max="2100" step="1" required value="${defaultYear}">
    </div>
    <fieldset class="field">
      <legend>${escapeHtml(t.kind)}</legend>
      <label><input type="radio" name="kind" value="results" checked> ${escapeHtml(t.kindResults)}</label>
      <label><input type="radio" name="kind" value="passings"> ${escapeHtml(t.kindPassings)}</label>
    </fieldset>
    <fieldset class="field" id="results-fields">
      <legend>${escapeHtml(t.status)}</legend>
      <label><input type="radio" name="status" value="provisional" checked> ${escapeHtml(t.provisional)}</label>
      <label><input type="radio" name="status" value="final"> ${escapeHtml(t.final)}</label>
    </fieldset>
    <div class="field" id="passings-fields" hidden>
      <p>${escapeHtml(t.passingsIntro)}</p>
      <label for="provider">${escapeHtml(t.provider)}</label>
      <select id="provider" name="provider">${providerOptions(t, providers)}</select>
    </div>
    <div class="field">
      <label for="file" id="file-label" data-mb="${mb}">${escapeHtml(t.file.replace('{mb}', mb))}</label>
      <input id="file" name="file" type="file" required accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" data-max-bytes="${MAX_RESULTS_FILE_BYTES}">
    </div>
    <button id="submit" type="submit" disabled>${escapeHtml(t.submit)}</button>
  </form>
  <section id="outcome" aria-live="polite">
    <p id="status" role="status"></p>
    <table id="problems" hidden>
      <caption>${escapeHtml(t.caption)}</caption>
      <thead><tr><th scope="col">${escapeHtml(t.row)}</th><th scope="col">${escapeHtml(t.column)}</th><th scope="col">${escapeHtml(t.problem)}</th></tr></thead>
      <tbody></tbody>
    </table>
    <p id="more" hidden></p>
    <table id="refused" hidden>
      <caption>${escapeHtml(t.refusedCaption)}</caption>
      <thead><tr><th scope="col">${escapeHtml(t.row)}</th><th scope="col">${escapeHtml(t.bib)}</th><th scope="col">${escapeHtml(t.point)}</th><th scope="col">${escapeHtml(t.reason)}</th></tr></thead>
      <tbody></tbody>
    </table>
    <p id="refused-more" hidden></p>
  </section>
</main>
${messagesBlock(language)}
</body>
</html>
`;
}

export const PAGE_STYLE = `:root { color-scheme: light; font-family: system-ui, -apple-system, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif; line-height: 1.5; color: #1d2430; background: #f4f6f9; }
body { margin: 0; }
header { display: flex; justify-content: space-between; align-items: center; padding: 0.75rem 1.5rem; background: #b0302a; color: #fff; }
header .event { margin: 0; font-weight: 600; }
header a { color: #fff; }
main { max-width: 52rem; margin: 1.5rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
h1 { margin-top: 0; font-size: 1.6rem; }
code { display: block; padding: 0.5rem; background: #f0f2f5; border-radius: 4px; overflow-wrap: anywhere; }
.field { margin: 1rem 0; border: 0; padding: 0; }
label, legend { display: block; font-weight: 600; margin-bottom: 0.25rem; }
fieldset label { font-weight: 400; }
input[type="password"], input[type="number"], select { font: inherit; padding: 0.4rem 0.5rem; border: 1px solid #8a94a6; border-radius: 4px; min-width: 16rem; }
input[type="file"] { font: inherit; }
.hint { margin: 0.25rem 0 0; color: #4a5568; font-size: 0.9rem; }
button { font: inherit; font-weight: 600; padding: 0.5rem 1.5rem; color: #fff; background: #b0302a; border: 0; border-radius: 4px; cursor: pointer; }
button[disabled] { opacity: 0.6; cursor: progress; }
:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
#status { font-weight: 600; }
#status[data-kind="success"] { color: #1e6b34; }
#status[data-kind="error"] { color: #a4231d; }
#status[data-kind="warning"] { color: #8a4b00; }
table { border-collapse: collapse; width: 100%; margin-top: 0.5rem; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.25rem; }
th, td { border: 1px solid #c9ced6; padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #f0f2f5; }
td:first-child { font-variant-numeric: tabular-nums; white-space: nowrap; }
`;
