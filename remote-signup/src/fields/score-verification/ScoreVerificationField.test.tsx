import { endpoints, signupFieldSchema, type FieldOfType, type SignupField } from '@marathon/shared/api';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, type ApiTestServer } from '@marathon/shared/test-support';
import { renderFields } from '../../test-support/render-field';
import { renderReadOnly } from '../advanced-common/testing';
import { clockOf, ScoreVerificationField } from './ScoreVerificationField';

const verification = signupFieldSchema.parse({
  key: 'previousResult',
  type: 'scoreVerification',
  required: false,
  label: { zh: '往届扬马成绩核验', en: 'Verify a past Yangzhou result' },
}) as FieldOfType<'scoreVerification'>;
const name = signupFieldSchema.parse({ key: 'name', type: 'input', label: { zh: '姓名', en: 'Name' } });
const identity = signupFieldSchema.parse({
  key: 'identity',
  type: 'country',
  variant: 'advanced',
  label: { zh: '证件', en: 'ID document' },
});
const FIELDS: SignupField[] = [name, identity, verification];
const ID_NUMBER = '11010519491231002X';
const IDENTITY = { category: 'mainland', country: 'CN', idNumber: ID_NUMBER };

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiServer();
  server.route(endpoints.verifyScore.path, (request) => {
    const body = JSON.parse(request.body) as { year: number; bib: string; name: string; idNumber: string };
    if (body.year === 2025 && body.bib === 'A1234' && body.name === '张三' && body.idNumber === ID_NUMBER)
      return { data: { year: 2025, bib: 'A1234', raceItem: 'half', chipTimeMs: 5_432_000 } };
    return {
      status: 404,
      code: 404,
      // The API writes its message in the language the call asks for.
      msg:
        request.headers['accept-language'] === 'en'
          ? 'No result matches this name, ID number, year and bib'
          : '没有与该姓名、证件号码、年份和号码布相符的成绩',
    };
  });
});
afterAll(() => server.close());
beforeEach(() => server.useFreshBase());

const verifyCalls = () => server.received.filter((r) => r.path === endpoints.verifyScore.path);

describe('ScoreVerificationField', () => {
  it('verifies year and bib against the entrant name and ID number and shows the result; the answer is {year, bib} (zh)', async () => {
    const user = userEvent.setup();
    const { harness } = renderFields(FIELDS, {
      language: 'zh',
      defaultValues: { name: '张三', identity: IDENTITY },
    });
    const verify = screen.getByTestId('previousResult-verify') as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    await user.type(screen.getByLabelText('参赛年份'), '2025');
    await user.type(screen.getByTestId('previousResult-bib'), 'a1234');
    await user.click(verify);
    expect((await screen.findByTestId('previousResult-verified')).textContent).toBe(
      '核验通过：2025 年 半程马拉松，号码布 A1234，净成绩 1:30:32 提交报名时系统将再次核验。',
    );
    const sent = verifyCalls().at(-1);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      year: 2025,
      bib: 'A1234',
      name: '张三',
      idNumber: ID_NUMBER,
    });
    // Changing the bib makes the shown result stale: it goes.
    await user.type(screen.getByTestId('previousResult-bib'), '5');
    expect(screen.queryByTestId('previousResult-verified')).toBeNull();
    await user.type(screen.getByTestId('previousResult-bib'), '{Backspace}');
    await harness.submit();
    expect(harness.submitted()).toEqual({
      name: '张三',
      identity: IDENTITY,
      previousResult: { year: 2025, bib: 'A1234' },
    });
  });

  it("shows the server's message in the page language (en)", async () => {
    const user = userEvent.setup();
    renderFields(FIELDS, { language: 'en', defaultValues: { name: '李四', identity: IDENTITY } });
    await user.type(screen.getByLabelText('Year'), '2025');
    await user.type(screen.getByLabelText('Bib number'), 'A1234');
    await user.click(screen.getByRole('button', { name: 'Verify result' }));
    expect((await screen.findByTestId('previousResult-verify-error')).textContent).toBe(
      'No result matches this name, ID number, year and bib',
    );
  });

  it("shows the server's message in Chinese on a Chinese page", async () => {
    const user = userEvent.setup();
    renderFields(FIELDS, { language: 'zh', defaultValues: { name: '李四', identity: IDENTITY } });
    await user.type(screen.getByTestId('previousResult-year'), '2024');
    await user.type(screen.getByTestId('previousResult-bib'), '88');
    await user.click(screen.getByTestId('previousResult-verify'));
    expect((await screen.findByTestId('previousResult-verify-error')).textContent).toBe(
      '没有与该姓名、证件号码、年份和号码布相符的成绩',
    );
  });

  it('asks for the name and the ID number first, without calling the server (zh and en)', async () => {
    const user = userEvent.setup();
    const before = verifyCalls().length;
    renderFields(FIELDS, { language: 'zh', defaultValues: { identity: IDENTITY } });
    await user.type(screen.getByTestId('previousResult-year'), '2025');
    await user.type(screen.getByTestId('previousResult-bib'), 'A1234');
    await user.click(screen.getByTestId('previousResult-verify'));
    expect(screen.getByTestId('previousResult-need-identity').textContent).toBe(
      '请先填写姓名和证件号码，系统将按姓名和证件号码核对成绩',
    );
    cleanup();
    renderFields(FIELDS, { language: 'en', defaultValues: { name: '张三' } });
    await user.type(screen.getByTestId('previousResult-year'), '2025');
    await user.type(screen.getByTestId('previousResult-bib'), 'A1234');
    await user.click(screen.getByTestId('previousResult-verify'));
    expect(screen.getByTestId('previousResult-need-identity').textContent).toBe(
      'Enter your name and ID number first: the result is checked against both',
    );
    expect(verifyCalls().length).toBe(before);
    cleanup();
    // With both, the check goes ahead.
    renderFields(FIELDS, { language: 'en', defaultValues: { name: '张三', identity: IDENTITY } });
    await user.type(screen.getByTestId('previousResult-year'), '2025');
    await user.type(screen.getByTestId('previousResult-bib'), 'A1234');
    await user.click(screen.getByTestId('previousResult-verify'));
    await screen.findByTestId('previousResult-verified');
    expect(screen.queryByTestId('previousResult-need-identity')).toBeNull();
    expect(verifyCalls().length).toBe(before + 1);
  });

  it('a bad year or bib is explained by the answer rules and not sent (zh and en)', async () => {
    const user = userEvent.setup();
    const before = verifyCalls().length;
    const zh = renderFields(FIELDS, { language: 'zh', defaultValues: { name: '张三', identity: IDENTITY } });
    await user.type(screen.getByTestId('previousResult-year'), '1900');
    await user.type(screen.getByTestId('previousResult-bib'), 'AB-1');
    await user.click(screen.getByTestId('previousResult-verify'));
    expect(screen.getByTestId('previousResult-year-error').textContent).toBe('请输入有效年份');
    expect(screen.getByTestId('previousResult-bib-error').textContent).toBe('请输入正确的号码布');
    expect(screen.getByTestId('previousResult-year').getAttribute('aria-invalid')).toBe('true');
    expect(verifyCalls().length).toBe(before);
    await zh.harness.submit();
    expect(zh.harness.submitted()).toBeNull();
    cleanup();
    const en = renderFields(FIELDS, { language: 'en', defaultValues: { name: '张三' } });
    await user.type(screen.getByTestId('previousResult-year'), '2025');
    await user.type(screen.getByTestId('previousResult-bib'), '12345678');
    await en.harness.submit();
    expect(screen.getByTestId('previousResult-bib-error').textContent).toBe('Enter a valid bib number');
  });

  it('read-only: year and bib, or —', () => {
    renderReadOnly(ScoreVerificationField, verification, { year: 2025, bib: 'a1234' }, 'zh');
    expect(screen.getByTestId('previousResult-readonly').textContent).toBe('2025 年，号码布 A1234');
    cleanup();
    renderReadOnly(ScoreVerificationField, verification, { year: 2025, bib: 'A1234' }, 'en');
    expect(screen.getByTestId('previousResult-readonly').textContent).toBe('2025, bib A1234');
    cleanup();
    renderReadOnly(ScoreVerificationField, verification, undefined, 'en');
    expect(screen.getByTestId('previousResult-readonly').textContent).toBe('—');
  });

  it('formats chip times as h:mm:ss', () => {
    expect(clockOf(5_432_000)).toBe('1:30:32');
    expect(clockOf(3_599_400)).toBe('0:59:59');
    expect(clockOf(7_200_000)).toBe('2:00:00');
  });
});
