import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  endpoints,
  UPLOADS_PATH,
  envelopeSchema,
  registrationReceiptSchema,
  registrationRecordSchema,
} from '@marathon/shared/api';
import { mainlandId } from '../../results/generator';
import {
  ID_NUMBER,
  INSIDE_WINDOWS,
  buildSignupApp,
  call,
  insertResult,
  postAnswers,
  runner,
  submissionId,
  uploadedBy,
  type SignupTestApp,
} from '../../../test-support/signup';

let t: SignupTestApp;
beforeAll(async () => {
  t = await buildSignupApp();
  await insertResult(t.app, { year: 2024, bib: 'Z9001', name: '王秀英', idNumber: ID_NUMBER });
  await insertResult(t.app, { year: 2024, bib: 'Z9003', name: '王秀英', idNumber: 'H12345678' });
});
afterAll(async () => t.app.close());

const NEED_ATTENTION = '部分填写内容需要修改';

async function signedUp() {
  const who = await runner(t.app);
  const signature = await uploadedBy(t.app, who.userId);
  return { ...who, signature };
}

const submit = (token: string, answers: Record<string, unknown>, id = submissionId()) =>
  call(t.app, endpoints.signupSubmit.path, { token, body: { kind: 'post', submissionId: id, answers } });

async function registrationCount(): Promise<number> {
  const row = await t.app.context.db
    .selectFrom('signup_registrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Refused answers: code 400, the bilingual message, and the field codes under data.fields. */
async function refusedFields(answers: Record<string, unknown>, token?: string) {
  const who = token ?? (await signedUp()).token;
  const before = await registrationCount();
  const response = await submit(who, answers);
  expect(response.statusCode).toBe(400);
  const body = response.json() as { code: number; msg: string; data: { fields: Record<string, string> } };
  expect(body.code).toBe(400);
  expect(body.msg).toBe(NEED_ATTENTION);
  expect(await registrationCount()).toBe(before);
  return body.data.fields;
}

describe('signupSubmit: a registration', () => {
  it('answers the receipt, stores the ID number masked, and the registration lookup finds it', async () => {
    const { token, signature } = await signedUp();
    const response = await submit(token, postAnswers(signature));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const receipt = envelopeSchema(registrationReceiptSchema).parse(response.json()).data;
    expect(receipt).toMatchObject({
      year: 2025,
      kind: 'post',
      raceItem: 'half',
      name: '王秀英',
      idNumberMasked: '1101**********002X',
      status: 1,
      bib: null,
    });
    expect(receipt.regNo).toBeGreaterThan(0);
    expect(receipt.answers.identity).toEqual({
      category: 'mainland',
      country: 'CN',
      idNumber: '1101**********002X',
    });
    expect(receipt.answers.email).toBe('runner@example.com');
    const stored = await t.app.context.db.selectFrom('signup_registrations').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(ID_NUMBER);

    for (const by of [{ idNumber: ID_NUMBER.toLowerCase() }, { phone: '13912345678' }]) {
      const lookup = await call(t.app, endpoints.registration.path, {
        body: { year: 2025, queryType: 3, name: '王秀英', ...by },
      });
      expect(lookup.statusCode).toBe(200);
      expect(envelopeSchema(registrationRecordSchema).parse(lookup.json()).data).toMatchObject({
        year: 2025,
        name: '王秀英',
        idNumberMasked: '1101**********002X',
        phoneMasked: '139****5678',
        channel: 3,
        status: 1,
        raceItem: 'half',
        bib: null,
      });
    }
    const years = await call(t.app, endpoints.raceYears.path, { method: 'GET' });
    expect(years.json().data[0]).toMatchObject({ year: 2025, registrations: 1 });
  });

  it('answers the same receipt for the same draft sent again, and refuses a second registration', async () => {
    const { token, signature } = await signedUp();
    const id = submissionId();
    const answers = postAnswers(signature, {
      identity: {
        category: 'mainland',
        country: 'CN',
        idNumber: mainlandId('321002', new Date('1990-05-01'), 11, 1),
      },
      name: '李强',
      gender: 1,
    });
    const first = await submit(token, answers, id);
    expect(first.statusCode).toBe(200);
    const count = await registrationCount();
    const again = await submit(token, answers, id);
    expect(again.json()).toEqual(first.json());
    expect(await registrationCount()).toBe(count);

    const other = await submit(token, answers);
    expect(other.statusCode).toBe(400);
    const regNo = first.json().data.regNo as number;
    expect(other.json()).toEqual({
      code: 400,
      msg: `你已报名 2025 年赛事（报名号 ${regNo}）`,
      data: { regNo, registrationId: first.json().data.id },
    });
    expect(await registrationCount()).toBe(count);
  });

  it('answers one receipt to the same draft sent twice at once', async () => {
    const { token, signature } = await signedUp();
    const id = submissionId();
    const answers = postAnswers(signature, {
      identity: { category: 'taiwan', country: 'TW', idNumber: '12345678' },
    });
    const before = await registrationCount();
    const [a, b] = await Promise.all([submit(token, answers, id), submit(token, answers, id)]);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await registrationCount()).toBe(before + 1);
  });

  it('numbers a registration after the year’s existing ones', async () => {
    // 2024 is a seeded year with imported registrations.
    const other = await buildSignupApp({ raceDay: Date.parse('2024-04-21T07:30:00+08:00') });
    try {
      const seeded = await other.app.context.db
        .selectFrom('race_registrations')
        .select((eb) => eb.fn.max<number>('reg_no').as('max'))
        .where('year', '=', 2024)
        .executeTakeFirstOrThrow();
      const who = await runner(other.app);
      const signature = await uploadedBy(other.app, who.userId);
      const response = await call(other.app, endpoints.signupSubmit.path, {
        token: who.token,
        body: { kind: 'post', submissionId: submissionId(), answers: postAnswers(signature) },
      });
      expect(response.json().data).toMatchObject({ year: 2024, regNo: Number(seeded.max) + 1 });
    } finally {
      await other.app.close();
    }
  });

  it('refuses an ID document another account already registered for the year', async () => {
    const { token, signature } = await signedUp();
    const response = await submit(token, postAnswers(signature));
    expect(response.json()).toMatchObject({
      code: 400,
      msg: '该证件已报名 2025 年赛事',
    });
  });

  it('stores SQL and HTML in text answers verbatim, as data', async () => {
    const { token, signature } = await signedUp();
    const name = "Robert'); DROP TABLE users;--";
    const notes = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const response = await submit(
      token,
      postAnswers(signature, {
        name,
        medicalNotes: notes,
        identity: { category: 'foreign', country: 'GB', idNumber: 'p1234567' },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const receipt = response.json().data;
    expect(receipt).toMatchObject({ name, idNumberMasked: 'P1****67' });
    expect(receipt.answers.medicalNotes).toBe(notes);
    const users = await sql<{ n: number }>`select count(*) as n from users`.execute(t.app.context.db);
    expect(Number(users.rows[0]?.n)).toBeGreaterThan(0);
  });
});

describe('signupSubmit: bad input writes nothing', () => {
  it('needs a login', async () => {
    const response = await call(t.app, endpoints.signupSubmit.path, {
      body: { kind: 'post', submissionId: submissionId(), answers: {} },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().msg).toBe('登录已失效，请重新登录');
  });

  it('refuses a malformed body with a bilingual 400', async () => {
    const { token } = await signedUp();
    const before = await registrationCount();
    for (const body of [
      { kind: 'post', answers: {} },
      { kind: 'elite', submissionId: submissionId(), answers: {} },
      { kind: 'post', submissionId: 'short', answers: {} },
      { kind: 'post', submissionId: submissionId(), answers: [] },
      { kind: 'post', submissionId: submissionId(), answers: {}, admin: true },
    ]) {
      const response = await call(t.app, endpoints.signupSubmit.path, { token, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toMatch(/^参数错误：[^/]+$/);
    }
    const broken = await call(t.app, endpoints.signupSubmit.path, {
      token,
      body: '{"kind": "post",',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.json()).toMatchObject({
      code: 400,
      msg: '请求体不是有效的 JSON',
    });
    expect(await registrationCount()).toBe(before);
  });

  it('names every required field left empty, policy and signature in their own words', async () => {
    const fields = await refusedFields({});
    expect(fields).toMatchObject({
      name: 'required',
      identity: 'required',
      gender: 'required',
      birthDate: 'required',
      phone: 'required',
      raceItem: 'required',
      residence: 'required',
      statement: 'policy',
      signature: 'signature',
    });
    expect(fields).not.toHaveProperty('medicalNotes');
  });

  it('names the field of each wrong answer', async () => {
    const { token, signature } = await signedUp();
    const wrong = async (overrides: Record<string, unknown>) =>
      refusedFields(postAnswers(signature, overrides), token);
    expect(
      await wrong({ identity: { category: 'mainland', country: 'CN', idNumber: '110105194912310021' } }),
    ).toEqual({ identity: 'idNumber' });
    expect(await wrong({ identity: { category: 'mainland', country: 'JP', idNumber: ID_NUMBER } })).toEqual({
      identity: 'country',
    });
    expect(await wrong({ phone: '12345678901', emergencyPhone: '1391234' })).toEqual({
      phone: 'phone',
      emergencyPhone: 'phone',
    });
    expect(await wrong({ name: '   ' })).toEqual({ name: 'required' });
    expect(await wrong({ name: 'Say "hi"' })).toEqual({ name: 'text' });
    expect(await wrong({ name: '王'.repeat(41) })).toEqual({ name: 'tooLong' });
    expect(await wrong({ email: 'not-an-email' })).toEqual({ email: 'email' });
    expect(await wrong({ gender: 0 })).toEqual({ gender: 'option' });
    expect(await wrong({ birthDate: '2010-01-01' })).toEqual({ birthDate: 'dateRange' });
    expect(await wrong({ birthDate: '1990-02-30' })).toEqual({ birthDate: 'date' });
    expect(await wrong({ raceItem: { value: 'full' } })).toEqual({ raceItem: 'option' });
    expect(await wrong({ shirtSize: 'XXXXL', bloodType: 'Z' })).toEqual({
      shirtSize: 'option',
      bloodType: 'option',
    });
    expect(await wrong({ statement: false })).toEqual({ statement: 'policy' });
    expect(await wrong({ finishedRaces: '012' })).toEqual({ finishedRaces: 'number' });
    expect(await wrong({ finishedRaces: 501 })).toEqual({ finishedRaces: 'range' });
    expect(await wrong({ club: { value: 'club' } })).toEqual({ club: 'extra' });
    expect(await wrong({ heardFrom: ['wechat', 'weibo', 'friends', 'news'] })).toEqual({
      heardFrom: 'tooMany',
    });
    expect(await wrong({ website: 'javascript:alert(1)' })).toEqual({ website: 'url' });
    expect(
      await wrong({ pastEvents: [{ year: 2025, raceName: '南京马拉松', finishTime: '145:30' }] }),
    ).toEqual({ pastEvents: 'finishTime' });
    expect(await wrong({ residence: { province: '32', city: '3210', area: '321002', address: '' } })).toEqual(
      {
        residence: 'address',
      },
    );
    expect(await wrong({ signature: 'https://evil.example.com/x.png' })).toEqual({ signature: 'signature' });
  });

  it('refuses answers to fields the form does not have', async () => {
    const { token, signature } = await signedUp();
    const response = await submit(token, postAnswers(signature, { isAdmin: true }));
    expect(response.json()).toEqual({
      code: 400,
      msg: '表单没有这些字段：isAdmin',
      data: null,
    });
  });

  it('checks what only the server knows: region codes, upload owners and past results', async () => {
    const { token, signature } = await signedUp();
    const stranger = await runner(t.app);
    const theirs = await uploadedBy(t.app, stranger.userId);
    const wrong = async (overrides: Record<string, unknown>) =>
      refusedFields(postAnswers(signature, overrides), token);
    // Beijing's Chaoyang district under Yangzhou.
    expect(
      await wrong({ residence: { province: '32', city: '3210', area: '110105', address: '1 号' } }),
    ).toEqual({
      residence: 'region',
    });
    expect(await wrong({ signature: theirs })).toEqual({ signature: 'signature' });
    expect(await wrong({ signature: `${UPLOADS_PATH}/never-uploaded.png` })).toEqual({
      signature: 'signature',
    });
    expect(await wrong({ previousResult: { year: 2024, bib: 'Z9001' }, name: '王秀' })).toEqual({
      previousResult: 'pastResult',
    });
    expect(await wrong({ previousResult: { year: 2024, bib: 'Z9002' } })).toEqual({
      previousResult: 'pastResult',
    });
    // The public name and bib of someone else's result, with the entrant's own (other) ID document.
    expect(
      await wrong({
        previousResult: { year: 2024, bib: 'Z9001' },
        identity: { category: 'hkmo', country: 'HK', idNumber: 'H12345678' },
      }),
    ).toEqual({ previousResult: 'pastResult' });
  });

  it('accepts a verified past result of the runner', async () => {
    const { token, signature } = await signedUp();
    const response = await submit(
      token,
      postAnswers(signature, {
        previousResult: { year: 2024, bib: 'z9003' },
        // Another identity than the other tests' (one registration per ID), the one on that result.
        identity: { category: 'hkmo', country: 'HK', idNumber: 'h12345678' },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.answers.previousResult).toEqual({ year: 2024, bib: 'Z9003' });
  });

  it('refuses before the form opens and once it has closed', async () => {
    const { token, signature } = await signedUp();
    const form = {
      opensAt: Date.parse('2025-01-18T10:00:00+08:00'),
      closesAt: Date.parse('2025-01-24T10:00:00+08:00'),
    };
    try {
      t.clock.now = form.opensAt - 1;
      const early = await submit(token, postAnswers(signature));
      expect(early.json()).toMatchObject({
        code: 400,
        msg: '报名尚未开始，开始时间：2025-01-18 10:00',
      });
      t.clock.now = form.closesAt;
      const late = await submit(token, postAnswers(signature));
      expect(late.json().msg).toBe('报名已截止（2025-01-24 10:00）');
    } finally {
      t.clock.now = INSIDE_WINDOWS;
    }
  });
});
