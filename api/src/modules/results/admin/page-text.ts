import { languageFromCookie } from '@marathon/shared/language-cookie';

export type PageLanguage = 'zh' | 'en';

/** Every word of the organisers' results page (results and passings files), in both languages; {placeholders} are filled in by the page. */
export const PAGE_TEXT = {
  zh: {
    title: '成绩导入',
    event: '扬州鉴真国际半程马拉松 · 组委会',
    switchLabel: 'English',
    intro:
      '上传当年的完赛成绩文件：CSV（UTF-8 或 GB18030，即 Excel 的“CSV UTF-8”或“CSV（逗号分隔）”）或 .xlsx 工作簿（读取第一个工作表）。第一行为列名：',
    rules:
      '每一行都会先检查；只要有一行有问题，就不会导入任何数据，原有成绩保持不变。导入成功后将替换该年份的全部成绩，网站上的查询在约两分钟内更新。',
    signIn: '工作人员登录',
    email: '邮箱',
    password: '密码',
    code: '动态验证码（6 位）',
    signInHint: '首次上传时登录（需要成绩导入权限）；关闭本页即退出，浏览器不保存任何登录信息。',
    signedIn: '已登录：{name}。',
    year: '年份',
    status: '成绩状态',
    provisional: '暂定成绩（可再修正）',
    final: '最终成绩',
    file: '成绩文件（.csv 或 .xlsx，最大 {mb} MB）',
    filePassings: '过点记录文件（.csv 或 .xlsx，最大 {mb} MB）',
    submit: '导入成绩',
    uploading: '正在上传并检查……',
    missing: '请登录（邮箱、密码、动态验证码），填写年份并选择文件。',
    success: '已导入 {rows} 条成绩（{year} 年，{status}）。',
    statusProvisional: '暂定',
    statusFinal: '最终',
    problems: '文件有 {count} 处问题，未导入任何数据：',
    more: '另有 {count} 处问题未列出。',
    caption: '需要修改的行',
    row: '行',
    column: '列',
    problem: '问题',
    wholeFile: '整个文件',
    wholeRow: '整行',
    network: '无法连接服务器，请检查网络后重试。',
    kind: '文件类型',
    kindResults: '完赛成绩（替换此前导入的全部成绩）',
    kindPassings: '实时过点记录（计时公司的过点文件）',
    provider: '计时公司',
    providerFile: 'file（未指定计时公司）',
    passingsIntro:
      '过点记录文件的列：bib, point（start, 5k, 10k, 15k, 20k 或 finish）, time（北京时间的时刻，如 08:12:31.250），可选 timing（chip 或 gun）与 correction（是/否）。每一行按实时计时接口的规则判定：被拒绝的行会列出原因，其余行照常录入，关注中的页面随即更新；同一文件再次上传不会重复计入。',
    submitPassings: '导入过点记录',
    passingsSuccess:
      '已判定 {rows} 行过点记录（{year} 年，{provider}）：新录入 {accepted} 行，更正 {replaced} 行，已有 {duplicate} 行，拒绝 {refused} 行。',
    passingsProblems: '文件有 {count} 处问题，未录入任何过点记录：',
    refusedCaption: '被拒绝的行',
    bib: '号码布',
    point: '计时点',
    reason: '原因',
    refusedMore: '另有 {count} 行被拒绝，未列出。',
  },
  en: {
    title: 'Results import',
    event: 'Yangzhou Jianzhen International Half Marathon · Organisers',
    switchLabel: '中文',
    intro:
      'Upload the finishers’ results of a year: a CSV (UTF-8 or GB18030, i.e. Excel’s “CSV UTF-8” or “CSV (Comma delimited)”) or an .xlsx workbook (its first sheet). The first row names the columns:',
    rules:
      'Every row is checked first; if any row has a problem nothing is imported and the current results stay as they are. A successful import replaces all results of that year; the site’s lookups follow within about two minutes.',
    signIn: 'Staff sign-in',
    email: 'Email',
    password: 'Password',
    code: 'Authenticator code (6 digits)',
    signInHint:
      'You sign in with your first upload (your role must allow importing results); closing this page signs you out, and the browser keeps nothing.',
    signedIn: 'Signed in as {name}.',
    year: 'Year',
    status: 'Results status',
    provisional: 'Provisional (may still be corrected)',
    final: 'Final',
    file: 'Results file (.csv or .xlsx, at most {mb} MB)',
    filePassings: 'Passings file (.csv or .xlsx, at most {mb} MB)',
    submit: 'Import results',
    uploading: 'Uploading and checking…',
    missing: 'Sign in (address, password and code), enter the year and choose a file.',
    success: 'Imported {rows} results ({year}, {status}).',
    statusProvisional: 'provisional',
    statusFinal: 'final',
    problems: 'The file has {count} problem(s); nothing was imported:',
    more: '{count} more problem(s) not listed.',
    caption: 'Rows to correct',
    row: 'Row',
    column: 'Column',
    problem: 'Problem',
    wholeFile: 'whole file',
    wholeRow: 'whole row',
    network: 'The server could not be reached: check the connection and try again.',
    kind: 'Kind of file',
    kindResults: 'Final results (replacing all results imported before)',
    kindPassings: 'Live passings (a timing company’s file of passings)',
    provider: 'Timing company',
    providerFile: 'file (no timing company named)',
    passingsIntro:
      'A passings file has the columns bib, point (start, 5k, 10k, 15k, 20k or finish) and time (a time of day in Beijing time, such as 08:12:31.250), and may add timing (chip or gun) and correction (yes/no). Every row is judged as the live timing feed judges a passing: refused rows are listed with their reasons, the others are taken and followers’ pages update at once; the same file uploaded again counts nothing twice.',
    submitPassings: 'Import passings',
    passingsSuccess:
      'Judged {rows} passing row(s) ({year}, {provider}): {accepted} new, {replaced} corrected, {duplicate} already known, {refused} refused.',
    passingsProblems: 'The file has {count} problem(s); no passing was taken:',
    refusedCaption: 'Rows refused',
    bib: 'Bib',
    point: 'Point',
    reason: 'Reason',
    refusedMore: '{count} more refused row(s) not listed.',
  },
} as const satisfies Record<PageLanguage, Record<string, string>>;

export type PageText = (typeof PAGE_TEXT)[PageLanguage];

/** ?lang=en|zh wins; otherwise the site's language cookie; Chinese is the default. */
export function pageLanguage(queryLang: unknown, cookies: string | undefined): PageLanguage {
  if (queryLang === 'en' || queryLang === 'zh') return queryLang;
  // The site's own choice (its language cookie, sent to every port of its host), not the browser's: Chinese
  // unless the visitor chose English, as on every other page of the site.
  return languageFromCookie(cookies);
}
