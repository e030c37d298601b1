import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readInbox, renderInbox } from './inbox';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function outbox(lines: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'marathon-inbox-'));
  dirs.push(dir);
  const file = join(dir, 'outbox.jsonl');
  writeFileSync(file, lines.join('\n'));
  return file;
}

const entry = (target: string, code: string, at: number, channel: 'sms' | 'email' = 'sms') =>
  JSON.stringify({ channel, provider: 'outbox', at, target, code, purpose: 2 });

describe('the local inbox page', () => {
  it('lists the outbox newest first and skips a half-written or foreign line', async () => {
    const file = outbox([
      entry('13800138000', '111111', 1_000),
      entry('demo@example.com', '222222', 3_000, 'email'),
      '{"channel":"sms","tar',
      '{"unrelated":true}',
      entry('13800138000', '333333', 2_000),
    ]);
    const entries = await readInbox(file);
    expect(entries.map((e) => e.code)).toEqual(['222222', '333333', '111111']);
  });

  it('writes each moment in event time as the site does, in the page’s language', async () => {
    const at = Date.parse('2025-01-18T10:00:00+08:00');
    const entries = await readInbox(outbox([entry('13800138000', '111111', at)]));
    expect(renderInbox(entries, 'en')).toContain('18 Jan 2025, 10:00');
    expect(renderInbox(entries, 'zh')).toContain('2025/01/18 10:00');
  });

  it('is empty (not an error) before the first code', async () => {
    expect(await readInbox(join(tmpdir(), 'no-such-dir-marathon', 'outbox.jsonl'))).toEqual([]);
    expect(renderInbox([], 'zh')).toContain('还没有验证码');
  });

  it('speaks Chinese by default and English on request, and refreshes itself', async () => {
    const entries = await readInbox(outbox([entry('demo@example.com', '222222', 3_000, 'email')]));
    const zh = renderInbox(entries, 'zh');
    expect(zh).toContain('<html lang="zh-CN">');
    expect(zh).toContain('本地收件箱');
    expect(zh).toContain('邮件');
    expect(zh).toContain('<meta http-equiv="refresh"');
    const en = renderInbox(entries, 'en');
    expect(en).toContain('Local inbox');
    expect(en).toContain('>Email<');
    expect(en).toContain('data-target="demo@example.com">222222<');
  });

  it('shows a message without a code (a notice, an alert) by its text, escaped', () => {
    const html = renderInbox(
      [
        {
          channel: 'sms',
          provider: 'outbox',
          at: 0,
          target: '13911112222',
          code: '',
          purpose: 0,
          kind: 'alert',
          text: '您的账号近24小时内有12次登录失败 <b>\n12 failed logins',
        },
      ],
      'en',
    );
    expect(html).toContain(
      'data-testid="inbox-text" data-target="13911112222">您的账号近24小时内有12次登录失败 &#60;b&#62;',
    );
    expect(html).toContain('12 failed logins');
    expect(html).not.toContain('data-testid="inbox-code"');
  });

  it('escapes what it shows', () => {
    const html = renderInbox(
      [
        {
          channel: 'email',
          provider: 'outbox',
          at: 0,
          target: '<img src=x onerror=alert(1)>@x.cn',
          code: '"1"',
          purpose: 1,
        },
      ],
      'zh',
    );
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;@x.cn');
    expect(html).toContain('&#34;1&#34;');
  });
});
