import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, UPLOADS_PATH, envelopeSchema, memberSummarySchema } from '@marathon/shared/api';
import { parseCsv } from '../kernel/csv';
import { mainlandId } from '../modules/results/generator';
import { localStorage } from '../platform/storage/local-storage';
import { run } from './review-cli';
import {
  buildSignupApp,
  call,
  postAnswers,
  runner,
  submissionId,
  uploadedBy,
  type SignupTestApp,
} from '../test-support/signup';
import { enrolStaff, type TestStaff } from '../modules/staff/staff.test-support';

let t: SignupTestApp;
let admin: TestStaff;
beforeAll(async () => {
  t = await buildSignupApp();
  admin = await enrolStaff(t.app, 'administrator', '管理员CLI');
});
afterAll(async () => t.app.close());

async function review(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(
    t.app.context.db,
    [...argv, '--as', admin.email],
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function submittedApplication(): Promise<number> {
  const who = await runner(t.app);
  const url = await uploadedBy(t.app, who.userId);
  const { id } = (
    await call(t.app, endpoints.applicationCreate.path, { token: who.token, body: { note: '精英' } })
  ).json().data as { id: number };
  await call(t.app, endpoints.applicationDocuments.path, {
    token: who.token,
    body: { applicationId: id, documents: [{ name: '证书.png', url }] },
  });
  await call(t.app, endpoints.applicationSubmit.path, { token: who.token, body: { applicationId: id } });
  return id;
}

describe('review CLI: uploaded files', () => {
  it('saves an uploaded file from the store to a path, never over an existing file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-review-file-'));
    try {
      const storage = localStorage(path.join(dir, 'store'));
      const who = await runner(t.app);
      const url = await uploadedBy(t.app, who.userId);
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
      await storage.put(url.slice(url.lastIndexOf('/') + 1), bytes, 'image/png');
      const out: string[] = [];
      const err: string[] = [];
      const save = (target: string, from = url) =>
        run(
          t.app.context.db,
          ['file', from, target, '--as', admin.email],
          (l) => out.push(l),
          (l) => err.push(l),
          storage,
        );
      const target = path.join(dir, 'proof.png');
      expect(await save(target)).toBe(0);
      expect(fs.readFileSync(target).equals(bytes)).toBe(true);
      expect(out.at(-1)).toBe(`wrote ${target} (photo.png, image/png, 7 bytes)`);
      expect(await save(target)).toBe(1);
      expect(err.at(-1)).toMatch(/^cannot write .*proof\.png: EEXIST/);
      expect(
        await save(path.join(dir, 'other.png'), `${UPLOADS_PATH}/00000000-0000-4000-8000-000000000000.png`),
      ).toBe(1);
      expect(err.at(-1)).toBe(`no uploaded file at ${UPLOADS_PATH}/00000000-0000-4000-8000-000000000000.png`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('review CLI', () => {
  it('lists submitted applications, approves one and rejects another with a reason', async () => {
    expect(await review('list')).toMatchObject({ code: 0, out: 'no application is awaiting review' });
    const first = await submittedApplication();
    const second = await submittedApplication();
    const listed = await review('list');
    expect(listed.out).toContain(`#${first}  2025  account YZ`);
    expect(listed.out).toContain('note: 精英');
    expect(listed.out).toContain(`证书.png: ${UPLOADS_PATH}/`);
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
    for (const argv of [
      [],
      ['approve'],
      ['approve', 'x'],
      ['reject', '1'],
      ['delete', '1'],
      ['mailings', 'x'],
      ['mailings', '2025', 'x'],
      ['shipped', '1'],
      ['shipped', 'x', 'SF1234567890'],
      ['shipped', '1', 'SF 1'],
      ['shipped', '1', 'SF1234567890', 'x'],
    ]) {
      const result = await review(...argv);
      expect(result.code).toBe(2);
      expect(result.err).toContain('usage:');
    }
  });
});

let idSequence = 11;

/** A runner registered with the shipped post form (an ID number of their own) who asked for the kit by post. */
async function mailingRequest(
  recipient: string,
  address: string,
): Promise<{ token: string; requestId: number; regNo: number }> {
  const who = await runner(t.app);
  const signature = await uploadedBy(t.app, who.userId);
  const submitted = await call(t.app, endpoints.signupSubmit.path, {
    token: who.token,
    body: {
      kind: 'post',
      submissionId: submissionId(),
      answers: postAnswers(signature, {
        identity: {
          category: 'mainland',
          country: 'CN',
          idNumber: mainlandId('321002', new Date('1990-05-01'), (idSequence += 2), 1),
        },
        gender: 1,
        shirtSize: 'L',
      }),
    },
  });
  expect(submitted.json()).toMatchObject({ code: 0 });
  const registration = submitted.json().data as { id: number; regNo: number };
  const mailing = await call(t.app, endpoints.mailingRequest.path, {
    token: who.token,
    body: {
      registrationId: registration.id,
      recipient,
      phone: '13812345678',
      region: { province: '32', city: '3210', area: '321003', address },
      acceptPostage: true,
      acceptSubstitution: true,
    },
  });
  expect(mailing.statusCode).toBe(200);
  return { token: who.token, requestId: mailing.json().data.id as number, regNo: registration.regNo };
}

describe('review CLI: race-kit mailing', () => {
  it('prints the shipping list as CSV, quoting commas and quotes, the phone in clear', async () => {
    const quoted = await mailingRequest('王秀英', '幸福路 "A" 座, 3 单元');
    const formula = await mailingRequest('=HYPERLINK(x)', '@SUM(1)');
    const result = await review('mailings', '2025');
    expect(result.code).toBe(0);
    const lines = result.out.split('\n');
    expect(lines[0]).toBe(
      'request_id,reg_no,recipient,phone,province,city,district,address,shirt_size,status,created_at',
    );
    expect(lines).toContain(
      `${quoted.requestId},${quoted.regNo},王秀英,13812345678,江苏省,扬州市,邗江区,"幸福路 ""A"" 座, 3 单元",L,received,2025-01-19T02:00:00.000Z`,
    );
    const records = parseCsv(result.out).map((record) => record.fields);
    expect(records).toHaveLength(3);
    expect(records[1]?.[7]).toBe('幸福路 "A" 座, 3 单元');
    // A spreadsheet would run these as formulas: they open as text.
    expect(records[2]?.slice(0, 3)).toEqual([
      String(formula.requestId),
      String(formula.regNo),
      "'=HYPERLINK(x)",
    ]);
    expect(records[2]?.[7]).toBe("'@SUM(1)");

    expect((await review('mailings')).out).toBe(result.out);
    expect(await review('mailings', '2024')).toMatchObject({ code: 0, out: lines[0] });
  });

  it('neutralises a formula after any list separator, for spreadsheets whose separator is ; or a tab', async () => {
    const typed = ['x;=HYPERLINK(1)', 'a\t+1+2', 'b; -3', 'c|@SUM(1)', 'd,=1'];
    const ids: string[] = [];
    for (const address of typed) ids.push(String((await mailingRequest('李雷', address)).requestId));
    const { out } = await review('mailings', '2025');
    const rows = out.split('\n').filter((row) => ids.includes(row.split(',')[0] ?? ''));
    expect(rows).toHaveLength(typed.length);
    for (const row of rows) {
      // However a spreadsheet splits the line, no cell starts with what it would run as a formula.
      for (const separator of [',', ';', '\t', '|']) {
        for (const cell of row.split(separator)) {
          expect(cell.replace(/^[\s"]+/, ''), `${separator} in ${row}`).not.toMatch(/^[=+\-@]/);
        }
      }
    }
    // Read back as CSV, each address is one cell, the formula starts marked as text.
    const addresses = parseCsv(out)
      .filter((record) => ids.includes(record.fields[0] ?? ''))
      .map((record) => record.fields[7]);
    expect(addresses).toEqual(["x;'=HYPERLINK(1)", "a\t'+1+2", "b; '-3", "c|'@SUM(1)", "d,'=1"]);
  });

  it('marks a request shipped once: the member centre shows the status and the tracking number', async () => {
    const { token, requestId } = await mailingRequest('李雷', '文昌中路 1 号');
    expect(await review('shipped', String(requestId), 'SF1234567890')).toEqual({
      code: 0,
      out: `mailing request #${requestId}: shipped, tracking number SF1234567890`,
      err: '',
    });
    const summary = envelopeSchema(memberSummarySchema).parse(
      (await call(t.app, endpoints.memberSummary.path, { token, method: 'GET' })).json(),
    ).data;
    expect(summary.mailings).toEqual([
      expect.objectContaining({ id: requestId, status: 1, trackingNo: 'SF1234567890' }),
    ]);
    expect((await review('mailings')).out).toContain(',shipped,');

    expect(await review('shipped', String(requestId), 'YT0000000001')).toEqual({
      code: 1,
      out: '',
      err: `邮寄申请 ${requestId} 已寄出（运单号 SF1234567890）`,
    });
    expect(await review('shipped', '999999', 'SF1234567890')).toEqual({
      code: 1,
      out: '',
      err: '邮寄申请不存在：999999',
    });
    const row = await t.app.context.db
      .selectFrom('signup_mailings')
      .select(['status', 'tracking_no'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 1, tracking_no: 'SF1234567890' });
  });
});

describe('review CLI: as a named staff member', () => {
  const runAs = async (argv: string[]) => {
    const err: string[] = [];
    const code = await run(
      t.app.context.db,
      argv,
      () => undefined,
      (line) => err.push(line),
    );
    return { code, err: err.join('\n') };
  };

  it('refuses a command without --as, or as a member whose role may not do it', async () => {
    expect(await runAs(['list'])).toEqual({
      code: 1,
      err: 'name the staff member this is done as: --as <email>',
    });
    expect(await runAs(['list', '--as', 'nobody@staff.test'])).toMatchObject({ code: 1 });
    const volunteer = await enrolStaff(t.app, 'volunteer');
    const refused = await runAs(['approve', '1', '--as', volunteer.email]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('volunteer: that role may not do this (applications.review)');
  });

  it('records what it did under the member’s name', async () => {
    const id = await submittedApplication();
    expect((await review('approve', String(id))).code).toBe(0);
    const rows = await t.app.context.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'application.approve')
      .where('record_id', '=', String(id))
      .execute();
    expect(rows).toMatchObject([
      { staff_name: '管理员CLI', staff_role: 'administrator', request_id: 'cli', client_address: null },
    ]);
  });
});
