import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpoints,
  applicationSchema,
  envelopeSchema,
  type Application,
  type StaffApplication,
} from '@marathon/shared/api';
import {
  SHIPPED_SIGNUP,
  buildSignupApp,
  call,
  directAnswers,
  runner,
  submissionId,
  uploadedBy,
  type SignupTestApp,
} from '../../../test-support/signup';
import { enrolStaff, type TestStaff } from '../../staff/staff.test-support';

const CLOSES_AT = SHIPPED_SIGNUP.applications.closesAt;
const ENDED = '资格申请已结束';

let t: SignupTestApp;
let reviewer: TestStaff;
beforeAll(async () => {
  t = await buildSignupApp();
  reviewer = await enrolStaff(t.app, 'reviewer', '审核员甲');
});
afterAll(async () => t.app.close());

async function answer(response: { statusCode: number; json: () => unknown }): Promise<Application> {
  expect(response.statusCode).toBe(200);
  return envelopeSchema(applicationSchema).parse(response.json()).data;
}

const review = (body: unknown, headers: Record<string, string> = reviewer.headers) =>
  call(t.app, endpoints.applicationReview.path, { body, headers });

describe('entry qualification applications', () => {
  it('goes 0 → 1 → 3 → (new documents) → 1 → 2, and then opens direct entry', async () => {
    const who = await runner(t.app);
    const signature = await uploadedBy(t.app, who.userId);
    const photo = await uploadedBy(t.app, who.userId);
    const certificate = await uploadedBy(t.app, who.userId, 'pdf');
    const direct = (id = submissionId()) =>
      call(t.app, endpoints.signupSubmit.path, {
        token: who.token,
        body: { kind: 'direct', submissionId: id, answers: directAnswers({ signature, photo }) },
      });

    const refused = await direct();
    expect(refused.json()).toEqual({
      code: 400,
      msg: '直通报名需要已审核通过的参赛资格申请',
      data: null,
    });

    const created = await answer(
      await call(t.app, endpoints.applicationCreate.path, { token: who.token, body: { note: '全马 2:59' } }),
    );
    expect(created).toMatchObject({ year: 2025, status: 0, ended: false, note: '全马 2:59', documents: [] });
    // Creating again answers the same application.
    expect((await answer(await call(t.app, endpoints.applicationCreate.path, { token: who.token }))).id).toBe(
      created.id,
    );
    expect(await direct().then((r) => r.statusCode)).toBe(400);

    const empty = await call(t.app, endpoints.applicationSubmit.path, {
      token: who.token,
      body: { applicationId: created.id },
    });
    expect(empty.json().msg).toBe('请先上传至少一份证明材料');

    const documents = [{ name: '成绩证书.pdf', url: certificate }];
    const attached = await answer(
      await call(t.app, endpoints.applicationDocuments.path, {
        token: who.token,
        body: { applicationId: created.id, documents },
      }),
    );
    expect(attached.documents).toEqual(documents);
    const submitted = await answer(
      await call(t.app, endpoints.applicationSubmit.path, {
        token: who.token,
        body: { applicationId: created.id },
      }),
    );
    expect(submitted).toMatchObject({ status: 1, submittedAt: t.clock.now });
    const locked = await call(t.app, endpoints.applicationDocuments.path, {
      token: who.token,
      body: { applicationId: created.id, documents: [] },
    });
    expect(locked.json().msg).toBe('申请已提交，正在审核中');

    const rejected = await answer(
      await review({ applicationId: created.id, decision: 'reject', reason: '证书不清晰，请重新上传' }),
    );
    expect(rejected).toMatchObject({ status: 3, rejectReason: '证书不清晰，请重新上传', ended: false });
    expect(await direct().then((r) => r.statusCode)).toBe(400);

    const clearer = await uploadedBy(t.app, who.userId);
    await answer(
      await call(t.app, endpoints.applicationDocuments.path, {
        token: who.token,
        body: { applicationId: created.id, documents: [{ name: '清晰版.png', url: clearer }] },
      }),
    );
    await answer(
      await call(t.app, endpoints.applicationSubmit.path, {
        token: who.token,
        body: { applicationId: created.id },
      }),
    );
    const approved = await answer(await review({ applicationId: created.id, decision: 'approve' }));
    expect(approved).toMatchObject({ status: 2, rejectReason: null, reviewedAt: t.clock.now });
    const again = await review({ applicationId: created.id, decision: 'approve' });
    expect(again.json().msg).toBe('只能审核已提交待审核的申请');

    const entered = await direct();
    expect(entered.statusCode).toBe(200);
    expect(entered.json().data).toMatchObject({ kind: 'direct', year: 2025 });

    const summary = await call(t.app, endpoints.memberSummary.path, { token: who.token, method: 'GET' });
    expect(summary.json().data.applications).toEqual([approved]);
  });

  it('keeps documents to the runner’s own uploads and the configured count', async () => {
    const who = await runner(t.app);
    const stranger = await runner(t.app);
    const { id } = await answer(
      await call(t.app, endpoints.applicationCreate.path, { token: who.token, body: {} }),
    );
    const theirs = await uploadedBy(t.app, stranger.userId);
    const foreign = await call(t.app, endpoints.applicationDocuments.path, {
      token: who.token,
      body: { applicationId: id, documents: [{ name: '别人的.png', url: theirs }] },
    });
    expect(foreign.json().msg).toBe('材料未找到，请重新上传：别人的.png');
    const mine = await uploadedBy(t.app, who.userId);
    const tooMany = await call(t.app, endpoints.applicationDocuments.path, {
      token: who.token,
      body: {
        applicationId: id,
        documents: Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, url: mine })),
      },
    });
    expect(tooMany.json().msg).toBe('最多上传 5 份证明材料');
    for (const body of [
      { applicationId: id, documents: [{ name: 'x', url: 'https://evil.example.com/x.png' }] },
      { applicationId: id, documents: [{ name: '', url: mine }] },
      { applicationId: 'one', documents: [] },
      { applicationId: id, documents: [], status: 2 },
    ]) {
      const response = await call(t.app, endpoints.applicationDocuments.path, { token: who.token, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toMatch(/^参数错误：[^/]+$/);
    }
    // Someone else's application is not found, for documents and for submit alike.
    for (const url of [endpoints.applicationDocuments.path, endpoints.applicationSubmit.path]) {
      const response = await call(t.app, url, {
        token: stranger.token,
        body:
          url === endpoints.applicationSubmit.path
            ? { applicationId: id }
            : { applicationId: id, documents: [] },
      });
      expect(response.json()).toEqual({
        code: 404,
        msg: `申请不存在：${id}`,
        data: null,
      });
    }
    const row = await t.app.context.db
      .selectFrom('signup_applications')
      .select(['documents', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ documents: '[]', status: 0 });
  });

  it('says "application ended" once the window has closed', async () => {
    const who = await runner(t.app);
    const document = await uploadedBy(t.app, who.userId);
    const { id } = await answer(await call(t.app, endpoints.applicationCreate.path, { token: who.token }));
    await answer(
      await call(t.app, endpoints.applicationDocuments.path, {
        token: who.token,
        body: { applicationId: id, documents: [{ name: 'a.png', url: document }] },
      }),
    );
    const saved = t.clock.now;
    try {
      t.clock.now = CLOSES_AT;
      const late = await call(t.app, endpoints.applicationSubmit.path, {
        token: who.token,
        body: { applicationId: id },
      });
      expect(late.json()).toEqual({ code: 400, msg: ENDED, data: null });
      const shown = await answer(await call(t.app, endpoints.applicationCreate.path, { token: who.token }));
      expect(shown).toMatchObject({ status: 0, ended: true });
    } finally {
      t.clock.now = saved;
    }
  });

  it('needs a login for the runner’s calls', async () => {
    for (const url of [
      endpoints.applicationCreate.path,
      endpoints.applicationDocuments.path,
      endpoints.applicationSubmit.path,
    ]) {
      const response = await call(t.app, url, { body: { applicationId: 1, documents: [] } });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('applicationReview', () => {
  it('refuses a call without a staff session or whose role may not review, and checks the decision', async () => {
    expect((await review({ applicationId: 1, decision: 'approve' }, {})).json()).toEqual({
      code: 401,
      msg: '请以工作人员身份登录（登录可能已过期）',
      data: null,
    });
    const editor = await enrolStaff(t.app, 'editor');
    const refused = await call(t.app, endpoints.applicationReview.path, {
      body: { applicationId: 1, decision: 'approve' },
      headers: { ...editor.headers, 'accept-language': 'en' },
    });
    expect(refused.json()).toEqual({ code: 403, msg: 'Your staff role does not allow this', data: null });
    expect((await review({ applicationId: 1, decision: 'reject' })).statusCode).toBe(400);
    expect((await review({ applicationId: 1, decision: 'maybe' })).statusCode).toBe(400);
    expect((await review({ applicationId: 999_999, decision: 'approve' })).json()).toEqual({
      code: 404,
      msg: '申请不存在：999999',
      data: null,
    });
  });

  it('lists the applications awaiting review to a reader, recording each read, and never to a volunteer', async () => {
    const who = await runner(t.app);
    const photo = await uploadedBy(t.app, who.userId);
    const created = await call(t.app, endpoints.applicationCreate.path, {
      token: who.token,
      body: { note: '名单' },
    });
    const id = (await answer(created)).id;
    await call(t.app, endpoints.applicationDocuments.path, {
      token: who.token,
      body: { applicationId: id, documents: [{ name: '照片', url: photo }] },
    });
    await answer(
      await call(t.app, endpoints.applicationSubmit.path, { token: who.token, body: { applicationId: id } }),
    );

    const volunteer = await enrolStaff(t.app, 'volunteer');
    const list = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `${endpoints.staffApplications.path}?status=1`, headers });
    expect((await list(volunteer.headers)).statusCode).toBe(403);
    expect((await list({ token: who.token })).statusCode).toBe(401);

    const listed = await list(reviewer.headers);
    expect(listed.statusCode).toBe(200);
    const mine = (listed.json().data as StaffApplication[]).find((application) => application.id === id);
    expect(mine?.applicant.accountNo).toMatch(/\S/);
    expect(typeof mine?.applicant.nick).toBe('string');
    const reads = await t.app.context.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'application.read')
      .where('record_id', '=', String(id))
      .execute();
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      staff_id: reviewer.memberId,
      staff_name: '审核员甲',
      staff_role: 'reviewer',
    });
  });
});
