import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '@marathon/shared';
import { outboxEntrySchema, type OutboxEntry } from '@marathon/shared/api';
import { escapeHtml } from '../html-escape';

/** Where the local site shows the codes the API "sent": `npm start` links it in its banner. */
export const INBOX_PATH = '/dev/inbox';

/** How many messages the page lists; the newest are the ones a visitor waits for. */
const SHOWN = 100;
const REFRESH_SECONDS = 3;

type Lang = 'zh' | 'en';

const TEXT = {
  zh: {
    title: '本地收件箱',
    intro:
      '本地体验模式：验证码不会真的发送短信或邮件，而是出现在这里。最新的在最上面，页面每 3 秒自动刷新。',
    refresh: '刷新',
    other: 'English',
    time: '时间（北京时间）',
    channel: '渠道',
    target: '手机号 / 邮箱',
    code: '验证码',
    sms: '短信',
    email: '邮件',
    empty: '还没有验证码。在网站上点“获取验证码”后，它会出现在这里。',
    unreadable: '收件箱文件无法读取：',
    back: '返回网站',
  },
  en: {
    title: 'Local inbox',
    intro:
      'Local try-it-out mode: codes are not really sent by SMS or email, they appear here. Newest first; the page refreshes itself every 3 seconds.',
    refresh: 'Refresh',
    other: '中文',
    time: 'Time (Beijing)',
    channel: 'Channel',
    target: 'Phone / email',
    code: 'Code',
    sms: 'SMS',
    email: 'Email',
    empty: 'No codes yet. Ask the site for a code ("Get code") and it appears here.',
    unreadable: 'The inbox file cannot be read: ',
    back: 'Back to the site',
  },
} as const;

/** The outbox's lines, newest first; a torn or foreign line is skipped, never shown half-read. */
export async function readInbox(file: string): Promise<OutboxEntry[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: OutboxEntry[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const parsed = outboxEntrySchema.safeParse(JSON.parse(line));
      if (parsed.success) entries.push(parsed.data);
    } catch {
      // a line being written right now
    }
  }
  return entries.sort((a, b) => b.at - a.at).slice(0, SHOWN);
}

/** Event time, written as the site writes every moment (formatDateTime): '2025/01/18 10:00', '18 Jan 2025, 10:00'. */
function shownTime(at: number, lang: Lang): string {
  return formatDateTime(at, lang);
}

/** A code, or for a message without one (a finish alert, a failed-logins notice) its text as the phone shows it. */
function messageCell(entry: OutboxEntry): string {
  const target = escapeHtml(entry.target);
  return entry.kind === 'alert'
    ? `<td class="text" data-testid="inbox-text" data-target="${target}">${escapeHtml(entry.text ?? '')}</td>`
    : `<td class="code" data-testid="inbox-code" data-target="${target}">${escapeHtml(entry.code)}</td>`;
}

export function renderInbox(entries: OutboxEntry[], lang: Lang, problem: string | null = null): string {
  const t = TEXT[lang];
  const rows = entries
    .map(
      (entry) => `<tr>
<td>${escapeHtml(shownTime(entry.at, lang))}</td>
<td><span class="tag ${entry.channel}">${entry.channel === 'sms' ? t.sms : t.email}</span></td>
<td class="target">${escapeHtml(entry.target)}</td>
${messageCell(entry)}
</tr>`,
    )
    .join('\n');
  const body = problem
    ? `<p class="empty">${escapeHtml(t.unreadable + problem)}</p>`
    : entries.length === 0
      ? `<p class="empty" data-testid="inbox-empty">${t.empty}</p>`
      : `<table data-testid="inbox-table"><thead><tr><th>${t.time}</th><th>${t.channel}</th><th>${t.target}</th><th>${t.code}</th></tr></thead><tbody>
${rows}
</tbody></table>`;
  const otherLang = lang === 'zh' ? 'en' : 'zh';
  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${REFRESH_SECONDS}">
<title>${t.title} · ${TEXT[otherLang].title}</title>
<style>
body { font-family: system-ui, -apple-system, 'Noto Sans CJK SC', 'PingFang SC', sans-serif; margin: 0; background: #f5f7fa; color: #1a202c; }
main { max-width: 880px; margin: 0 auto; padding: 24px 16px; }
header { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
h1 { font-size: 24px; margin: 0; }
nav a { margin-left: 12px; color: #c53030; }
p.intro { color: #4a5568; line-height: 1.6; }
table { width: 100%; border-collapse: collapse; background: #fff; border-radius: 8px; overflow: hidden; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid #edf2f7; }
th { background: #edf2f7; font-weight: 600; font-size: 14px; }
td.text { white-space: pre-line; max-width: 36em; }
td.code { font: 700 22px/1 ui-monospace, 'DejaVu Sans Mono', monospace; letter-spacing: 3px; color: #c53030; }
td.target { word-break: break-all; }
.tag { display: inline-block; padding: 2px 8px; border-radius: 10px; font-size: 13px; }
.tag.sms { background: #e6fffa; color: #234e52; }
.tag.email { background: #ebf8ff; color: #2a4365; }
p.empty { background: #fff; padding: 24px; border-radius: 8px; color: #4a5568; }
</style>
</head>
<body>
<main>
<header>
<h1>${t.title}</h1>
<nav><a href="?lang=${lang}" data-testid="inbox-refresh">${t.refresh}</a><a href="?lang=${otherLang}" lang="${otherLang === 'zh' ? 'zh-CN' : 'en'}">${t.other}</a><a href="/">${t.back}</a></nav>
</header>
<p class="intro">${t.intro}</p>
${body}
</main>
</body>
</html>
`;
}

/**
 * The local mode's inbox page on the shell's origin: it reads the API's development outbox (DATA_DIR/outbox.jsonl)
 * on each load. Only the site runner's local mode adds it; a production start has no outbox and no such page.
 */
export function registerDevInbox(app: FastifyInstance, outboxFile: string): void {
  app.get(INBOX_PATH, async (request, reply) => {
    const { lang } = request.query as { lang?: string };
    const shown: Lang = lang === 'en' ? 'en' : 'zh';
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    try {
      return renderInbox(await readInbox(outboxFile), shown);
    } catch (error) {
      return renderInbox([], shown, error instanceof Error ? error.message : String(error));
    }
  });
}
