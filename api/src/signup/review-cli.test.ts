import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@marathon/shared/api';
import { run } from './review-cli';
import { buildSignupApp, call, runner, uploadedBy, type SignupTestApp } from './test-support';

let t: SignupTestApp;
beforeAll(async () => {
  t = await buildSignupApp();
});
afterAll(async () => t.app.close());

async function review(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(
    t.app.context.db,
    argv,
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function submittedApplication(): Promise<number> {
  const who = await runner(t.app);
  const url = await uploadedBy(t.app, who.userId);
  const { id } = (
    await call(t.app, API_PATHS.applicationCreate, { token: who.token, body: { note: '精英' } })
  ).json().data as { id: number };
  await call(t.app, API_PATHS.applicationDocuments, {
    token: who.token,
    body: { applicationId: id, documents: [{ name: '证书.png', url }] },
  });
  await call(t.app, API_PATHS.applicationSubmit, { token: who.token, body: { applicationId: id } });
  return id;
}

describe('review CLI', () => {
  it('lists submitted applications, approves one and rejects another with a reason', async () => {
    expect(await review('list')).toMatchObject({ code: 0, out: 'no application is awaiting review' });
    const first = await submittedApplication();
    const second = await submittedApplication();
    const listed = await review('list');
    expect(listed.out).toContain(`#${first}  2027  account YZ`);
    expect(listed.out).toContain('note: 精英');
    expect(listed.out).toContain(`证书.png: ${API_PATHS.uploads}/`);
    expect(await review('approve', String(first))).toMatchObject({
      code: 0,
      out: `application #${first}: approved`,
    });
    expect(await review('reject', String(second), '材料', '不全')).toMatchObject({
      code: 0,
      out: `application #${second}: rejected`,
    });
    const row = await t.app.context.db
      .selectFrom('signup_applications')
      .select(['status', 'reject_reason'])
      .where('id', '=', second)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 3, reject_reason: '材料 不全' });
    expect(await review('approve', String(first))).toMatchObject({ code: 1 });
  });

  it('prints the usage for a wrong command', async () => {
    for (const argv of [[], ['approve'], ['approve', 'x'], ['reject', '1'], ['delete', '1']]) {
      const result = await review(...argv);
      expect(result.code).toBe(2);
      expect(result.err).toContain('usage:');
    }
  });
});
