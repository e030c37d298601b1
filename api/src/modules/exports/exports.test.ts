import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@marathon/shared/api';
import { mainlandId } from '../results/generator';
import {
  buildSignupApp,
  call,
  postAnswers,
  runner,
  submissionId,
  uploadedBy,
  type SignupTestApp,
} from '../../test-support/signup';
import { enrolStaff, type TestStaff } from '../staff/staff.test-support';
import { confirmEntry } from '../registrations/registrations.test-support';
import { parseCsv } from '../../kernel/csv';
import { importResultsFile } from '../../test-support/results-files';
import { optOut } from '../messages/opt-outs';

let t: SignupTestApp;
let organiser: TestStaff;
let officer: TestStaff;
let year = 0;
const regNos: number[] = [];
const idNumbers: string[] = [];
const userIds: string[] = [];
const ENGLISH = { 'accept-language': 'en' };

async function signUp(index: number, overrides: Record<string, unknown>): Promise<number> {
  const who = await runner(t.app);
  userIds.push(who.userId);
  const signature = await uploadedBy(t.app, who.userId);
  const idNumber = mainlandId('110105', new Date(Date.UTC(1985, 0, 1 + index)), index * 2 + 1, 1);
  idNumbers.push(idNumber);
  const response = await call(t.app, endpoints.signupSubmit.path, {
    token: who.token,
    body: {
      kind: 'post',
      submissionId: submissionId(),
      answers: postAnswers(signature, {
        name: `导出${'甲乙丙'[index]}`,
        identity: { category: 'mainland', country: 'CN', idNumber },
        birthDate: `1985-01-0${1 + index}`,
        phone: `1360000000${index}`,
        email: `runner${index}@example.com`,
        emergencyName: `紧急${index}`,
        emergencyPhone: `1350000000${index}`,
        ...overrides,
      }),
    },
  });
  const receipt = response.json() as { code: number; data: { year: number; regNo: number } };
  expect(receipt.code, response.body).toBe(0);
  year = receipt.data.year;
  return receipt.data.regNo;
}

const get = (path: string, staff: TestStaff | null, query: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${path}?${query}`,
    headers: { ...(staff?.headers ?? {}), ...ENGLISH, ...extra },
  });

const csvRows = (body: string) => parseCsv(body).map((record) => record.fields);

const auditOf = (action: string) =>
  t.app.context.db.selectFrom('audit_events').selectAll().where('action', '=', action).execute();

beforeAll(async () => {
  t = await buildSignupApp();
  organiser = await enrolStaff(t.app, 'administrator', '组委会导出');
  officer = await enrolStaff(t.app, 'results-officer', '成绩官');
  // 0 and 1 confirmed (1 also paid, with a health note typed as a formula), 2 still waiting for the draw.
  regNos.push(await signUp(0, {}));
  regNos.push(await signUp(1, { medicalNotes: '=1+1 asthma', bloodType: 'A' }));
  regNos.push(await signUp(2, {}));
  const db = t.app.context.db;
  for (const regNo of regNos.slice(0, 2)) await confirmEntry(db, year, regNo);
  await db
    .updateTable('race_registrations')
    .set({ bib: 'A0101', corral: 'A' })
    .where('year', '=', year)
    .where('reg_no', '=', regNos[0] ?? 0)
    .execute();
  await db
    .insertInto('payment_orders')
    .values({
      order_no: `ord-${regNos[1]}`,
      year,
      reg_no: regNos[1] ?? 0,
      race_item: 'half',
      amount_fen: 12_000,
      paid_fen: 12_000,
      refunded_fen: 0,
      refunding_fen: 0,
      state: 'paid',
      pay_by: Date.now(),
      provider: 'dev',
      provider_txn: 'txn-1',
      created_at: Date.now(),
      paid_at: Date.parse('2025-01-20T02:00:00Z'),
      updated_at: Date.now(),
    })
    .execute();
  await importResultsFile(db, year, [
    `A0101,导出甲,M,40-49,${idNumbers[0]},half,1:30:00,1:29:30`,
    `A0102,别人,F,30-39,${mainlandId('110105', new Date(Date.UTC(1990, 0, 1)), 9, 2)},half,1:35:00,1:34:00`,
  ]);
}, 120_000);
afterAll(async () => t.app.close());

describe('the organisers’ exports', { timeout: 60_000 }, () => {
  it('gives every entry with status, bib and payment as CSV with a BOM, and records the read with the member', async () => {
    const answer = await get(endpoints.exportRegistrations.path, organiser, `year=${year}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="registrations-${year}.csv"`);
    expect(answer.headers['cache-control']).toContain('no-store');
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = csvRows(answer.body);
    expect(header?.slice(0, 3)).toEqual(['reg_no', 'race_item', 'name']);
    expect(rows.map((row) => row[2])).toEqual(['导出甲', '导出乙', '导出丙']);
    const at = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows.map((row) => row[at('status')])).toEqual(['confirmed', 'confirmed', 'submitted']);
    expect(rows[0]?.[at('bib')]).toBe('A0101');
    expect(rows[1]?.[at('payment_state')]).toBe('paid');
    expect(rows[1]?.[at('paid_yuan')]).toBe('120.00');
    expect(rows[1]?.[at('paid_at')]).toBe('2025-01-20 10:00');
    for (const id of idNumbers) expect(answer.body).not.toContain(id);
    const events = await auditOf('export.registrations');
    expect(events.map((event) => [event.staff_name, event.record_type, event.record_id])).toEqual([
      ['组委会导出', 'export', `${year}/all/csv`],
    ]);
  });

  it('gives the same as an xlsx workbook, for one race item', async () => {
    const answer = await get(
      endpoints.exportRegistrations.path,
      organiser,
      `year=${year}&format=xlsx&raceItem=half`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="registrations-${year}-half.xlsx"`,
    );
    const book = XLSX.read(answer.rawPayload, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet ?? {}, { header: 1 });
    expect(rows.slice(1).map((row) => row[2])).toEqual(['导出甲', '导出乙', '导出丙']);
    const empty = await get(
      endpoints.exportRegistrations.path,
      organiser,
      `year=${year}&format=xlsx&raceItem=fun`,
    );
    const none = XLSX.read(empty.rawPayload, { type: 'buffer' });
    expect(XLSX.utils.sheet_to_json(none.Sheets[none.SheetNames[0] ?? ''] ?? {}, { header: 1 })).toHaveLength(
      1,
    );
    expect((await auditOf('export.registrations')).map((event) => event.record_id)).toContain(
      `${year}/half/xlsx`,
    );
  });

  it('gives the mailing list: every registrant with an e-mail or phone', async () => {
    const answer = await get(endpoints.exportMailingList.path, organiser, `year=${year}`);
    expect(answer.statusCode).toBe(200);
    expect(csvRows(answer.body)).toEqual([
      ['reg_no', 'race_item', 'name', 'status', 'email', 'phone'],
      [String(regNos[0]), 'half', '导出甲', 'confirmed', 'runner0@example.com', '13600000000'],
      [String(regNos[1]), 'half', '导出乙', 'confirmed', 'runner1@example.com', '13600000001'],
      [String(regNos[2]), 'half', '导出丙', 'submitted', 'runner2@example.com', '13600000002'],
    ]);
    expect(await auditOf('export.mailing-list')).toHaveLength(1);
  });

  it('leaves out of the mailing list a runner who opted out of the organisers’ messages', async () => {
    const db = t.app.context.db;
    await optOut(db, userIds[2] ?? '', Date.now());
    try {
      const answer = await get(endpoints.exportMailingList.path, organiser, `year=${year}`);
      expect(answer.statusCode).toBe(200);
      expect(csvRows(answer.body).map((row) => row[0])).toEqual([
        'reg_no',
        String(regNos[0]),
        String(regNos[1]),
      ]);
    } finally {
      await db
        .deleteFrom('message_opt_outs')
        .where('user_id', '=', userIds[2] ?? '')
        .execute();
    }
  });

  it('gives the race-day participant file: only who may start, with contacts, masked ID and medic notes', async () => {
    const answer = await get(endpoints.exportParticipants.path, organiser, `year=${year}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="participants-${year}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const [header, ...rows] = csvRows(answer.body);
    const at = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows.map((row) => row[at('name')])).toEqual(['导出甲', '导出乙']);
    expect(rows[0]?.[at('bib')]).toBe('A0101');
    expect(rows[0]?.[at('phone')]).toBe('13600000000');
    expect(rows[0]?.[at('emergency_contact')]).toBe('紧急0');
    expect(rows[0]?.[at('emergency_phone')]).toBe('13500000000');
    expect(rows[0]?.[at('id_type')]).toBe('mainland');
    expect(rows[0]?.[at('id_masked')]).toMatch(/\*/);
    expect(rows[1]?.[at('blood_type')]).toBe('A');
    // A formula typed into the form opens as text.
    expect(rows[1]?.[at('medical_notes')]).toBe("'=1+1 asthma");
    for (const id of idNumbers) expect(answer.body).not.toContain(id);
    expect(await auditOf('export.participants')).toHaveLength(1);
  });

  it('gives the results to the results officer, who may take no entries', async () => {
    const answer = await get(endpoints.exportResults.path, officer, `year=${year}`);
    expect(answer.statusCode).toBe(200);
    const [header, ...rows] = csvRows(answer.body);
    expect(header?.slice(0, 4)).toEqual(['race_item', 'overall_rank', 'bib', 'name']);
    expect(rows.map((row) => row.slice(0, 8))).toEqual([
      ['half', '1', 'A0101', '导出甲', 'M', '40-49', '1:30:00', '1:29:30'],
      ['half', '2', 'A0102', '别人', 'F', '30-39', '1:35:00', '1:34:00'],
    ]);
    expect((await auditOf('export.results')).map((event) => event.staff_name)).toEqual(['成绩官']);
    const refused = await get(endpoints.exportRegistrations.path, officer, `year=${year}`);
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a runner’s token, unpermitted roles and bad input (in both languages), recording nothing', async () => {
    const before = (await t.app.context.db.selectFrom('audit_events').select('id').execute()).length;
    const who = await runner(t.app);
    for (const declared of [
      endpoints.exportRegistrations,
      endpoints.exportMailingList,
      endpoints.exportResults,
      endpoints.exportParticipants,
    ]) {
      const byRunner = await get(declared.path, null, `year=${year}`, { token: who.token });
      expect(byRunner.statusCode).toBe(401);
    }
    for (const role of ['volunteer', 'editor', 'viewer', 'reviewer'] as const) {
      const member = await enrolStaff(t.app, role);
      const refused = await get(endpoints.exportParticipants.path, member, `year=${year}`);
      expect([role, refused.statusCode]).toEqual([role, 403]);
    }
    const badFormat = await get(endpoints.exportRegistrations.path, organiser, `year=${year}&format=pdf`);
    expect(badFormat.statusCode).toBe(400);
    const chinese = await get(endpoints.exportRegistrations.path, organiser, `year=1999`, {
      'accept-language': 'zh',
    });
    expect(chinese.statusCode).toBe(400);
    expect(chinese.json().msg).toMatch(/[\u4e00-\u9fff]/);
    expect(badFormat.json().msg).toMatch(/[A-Za-z]/);
    expect((await t.app.context.db.selectFrom('audit_events').select('id').execute()).length).toBe(before);
  });
});
