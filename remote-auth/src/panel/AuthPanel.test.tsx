import { setSiteData, useMessagesStore, useSessionStore } from '@marathon/shared';
import { decryptPassword } from '@marathon/shared/cipher';
import type { RuntimeConfig } from '@marathon/shared/contracts';
import {
  renderInPage,
  startApiServer,
  type ApiTestServer,
  type ReceivedRequest,
} from '@marathon/shared/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerAuthMessages } from '../i18n/messages';
import { AuthPanel } from './AuthPanel';

// The views are driven as a visitor drives them; the API is a real HTTP server, so these tests hold whatever
// client code reaches it.
registerAuthMessages();

const CIPHER = { key: 'panel-test-key16', iv: 'panel-test-iv16c' };
const LOGIN = '/user-center/api/login';
const REGISTER = '/user-center/api/account/registerByEmail';
const RESET_EMAIL = '/user-center/api/account/resetPasswordByEmail';
const RESET_PHONE = '/user-center/api/account/resetPasswordByPhone';

const loginAnswer = (token: string) => ({
  token,
  userData: {
    token,
    username: 'runner',
    osId: 1002,
    loginIdentityType: 1,
    accountInfo: { accountId: 'a1', accountNo: 'runner', accountNick: 'Runner', loginType: 1, osId: 1002 },
    userInfo: { userId: 'u1', userGender: 1 },
  },
});

/** The fields a request carried, whether the client sent a form or JSON. */
function fieldsOf(request: ReceivedRequest): Record<string, unknown> {
  if (String(request.headers['content-type']).includes('json')) {
    return JSON.parse(request.body) as Record<string, unknown>;
  }
  return Object.fromEntries(new URLSearchParams(request.body));
}
const requestsTo = (path: string) => server.received.filter((request) => request.path === path);

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.useFreshBase();
  server.received.length = 0;
  setSiteData({ runtime: { passwordCipher: CIPHER } as RuntimeConfig });
  useSessionStore.getState().clearSession();
  useMessagesStore.setState({ messages: [] });
});

function openPanel() {
  const user = userEvent.setup();
  renderInPage(<AuthPanel />);
  return user;
}
const agree = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('checkbox'));
/** The open tab's panel: tabs once visited stay mounted, hidden. */
const tab = () => within(screen.getByRole('tabpanel'));
const loginButton = () => tab().getByRole('button', { name: '登录' });

describe('login by password', () => {
  it('is the first tab; empty fields and a weak password are refused under the fields, with no call', async () => {
    const user = openPanel();
    expect(screen.getByRole('tab', { name: '账号密码登录' }).getAttribute('aria-selected')).toBe('true');
    await agree(user);
    await user.click(loginButton());
    await screen.findByText('请输入手机号');
    await user.type(tab().getByLabelText('密码'), 'short');
    await user.click(loginButton());
    await screen.findByText('请输入6-20位数字和大小写字母组合的密码');
    expect(requestsTo(LOGIN)).toHaveLength(0);
  });

  it('asks for the agreement first, then logs in with the password encrypted and stores the session', async () => {
    server.route(LOGIN, () => ({ data: loginAnswer('token-password') }));
    const user = openPanel();
    await user.type(tab().getByLabelText('手机号'), ' 13800000001 ');
    await user.type(tab().getByLabelText('密码'), 'Runner2025');
    await user.click(loginButton());
    await screen.findByText('请先同意用户协议和隐私政策');
    expect(requestsTo(LOGIN)).toHaveLength(0);

    await agree(user);
    expect(screen.queryByText('请先同意用户协议和隐私政策')).toBeNull();
    await user.click(loginButton());
    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-password'));
    const [sent] = requestsTo(LOGIN).map(fieldsOf);
    expect(sent).toMatchObject({ phone: '13800000001' });
    expect(sent?.password).not.toBe('Runner2025');
    expect(decryptPassword(String(sent?.password), CIPHER)).toBe('Runner2025');
  });

  it('keeps the device token beyond logout and sends it with the next password login', async () => {
    localStorage.removeItem('loginDevice');
    server.route(LOGIN, () => ({
      data: { ...loginAnswer('token-1'), deviceToken: 'device-of-this-browser' },
    }));
    const user = openPanel();
    await agree(user);
    await user.type(tab().getByLabelText('手机号'), '13800000001');
    await user.type(tab().getByLabelText('密码'), 'Runner2025');
    await user.click(loginButton());
    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-1'));
    // The first login had none to send.
    expect(requestsTo(LOGIN).map(fieldsOf)[0]).not.toHaveProperty('deviceToken');
    useSessionStore.getState().clearSession();
    expect(localStorage.getItem('loginDevice')).toBe('device-of-this-browser');

    useSessionStore.getState().openLoginDrawer();
    await user.click(loginButton());
    await waitFor(() => expect(requestsTo(LOGIN)).toHaveLength(2));
    expect(requestsTo(LOGIN).map(fieldsOf)[1]).toMatchObject({ deviceToken: 'device-of-this-browser' });
  });

  it("shows the server's refusal as a page message and stays logged out", async () => {
    server.route(LOGIN, () => ({ code: 10001, msg: '账号或密码错误' }));
    const user = openPanel();
    await agree(user);
    await user.type(tab().getByLabelText('手机号'), '13800000001');
    await user.type(tab().getByLabelText('密码'), 'Runner2025');
    await user.click(loginButton());
    expect((await screen.findByRole('alert')).textContent).toContain('账号或密码错误');
    expect(useSessionStore.getState().token).toBeFalsy();
  });
});

describe("a login held by strangers' failures (issue 41 item 5)", () => {
  it.each([
    ['password', '账号密码登录', '手机号', '13800000009', 'sms', /发送到此手机号的验证码/],
    ['email', '邮箱登录', '邮箱', 'held@example.com', 'email', /发送到此邮箱的验证码/],
  ] as const)(
    'by %s: the refusal shows the code step, and the next login carries the code',
    async (_kind, tabName, targetLabel, target, confirmByCode, hint) => {
      let calls = 0;
      server.route(LOGIN, () => {
        calls += 1;
        return calls === 1
          ? {
              status: 429,
              code: 429,
              msg: '登录失败次数过多，请30秒后再试，或请获取验证码确认是本人登录',
              data: { confirmByCode },
            }
          : { data: loginAnswer('token-confirmed') };
      });
      const user = openPanel();
      await user.click(screen.getByRole('tab', { name: tabName }));
      await agree(user);
      expect(tab().queryByLabelText('验证码')).toBeNull();
      await user.type(tab().getByLabelText(targetLabel), target);
      await user.type(tab().getByLabelText('密码'), 'Runner2025');
      await user.click(loginButton());
      expect(await tab().findByText(hint)).toBeTruthy();
      expect(useSessionStore.getState().token).toBeFalsy();
      await user.type(tab().getByLabelText('验证码'), '654321');
      await user.click(loginButton());
      await waitFor(() => expect(useSessionStore.getState().token).toBe('token-confirmed'));
      expect(requestsTo(LOGIN).map(fieldsOf)[0]).not.toHaveProperty('captcha');
      expect(requestsTo(LOGIN).map(fieldsOf)[1]).toMatchObject({ captcha: '654321' });
    },
  );
});

describe('login by code and by email', () => {
  it('by code: the code is required; a typed code logs in', async () => {
    server.route(LOGIN, () => ({ data: loginAnswer('token-code') }));
    const user = openPanel();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    await agree(user);
    await user.type(tab().getByLabelText('手机号'), '13800000002');
    await user.click(loginButton());
    await screen.findByText('请输入验证码');
    await user.type(tab().getByLabelText('验证码'), '123456');
    await user.click(loginButton());
    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-code'));
    expect(requestsTo(LOGIN).map(fieldsOf)[0]).toMatchObject({ phone: '13800000002', captcha: '123456' });
  });

  it('by email: a malformed address is refused; a valid one logs in', async () => {
    server.route(LOGIN, () => ({ data: loginAnswer('token-email') }));
    const user = openPanel();
    await user.click(screen.getByRole('tab', { name: '邮箱登录' }));
    await agree(user);
    await user.type(tab().getByLabelText('邮箱'), 'runner@');
    await user.type(tab().getByLabelText('密码'), 'Runner2025');
    await user.click(loginButton());
    await screen.findByText('请输入有效的邮箱地址');
    await user.type(tab().getByLabelText('邮箱'), 'example.com');
    await user.click(loginButton());
    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-email'));
    const [sent] = requestsTo(LOGIN).map(fieldsOf);
    expect(sent).toMatchObject({ accountEmail: 'runner@example.com' });
    expect(decryptPassword(String(sent?.password), CIPHER)).toBe('Runner2025');
  });
});

describe('switching tabs', () => {
  it('keeps what was typed, and offers register and forgot-password where they apply', async () => {
    const user = openPanel();
    await user.type(tab().getByLabelText('手机号'), '13800000003');
    expect(screen.queryByRole('button', { name: '立即注册' })).toBeNull();
    screen.getByRole('button', { name: '忘记密码' });

    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(screen.queryByRole('button', { name: '忘记密码' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: '邮箱登录' }));
    screen.getByRole('button', { name: '立即注册' });

    await user.click(screen.getByRole('tab', { name: '账号密码登录' }));
    expect((tab().getByLabelText('手机号') as HTMLInputElement).value).toBe('13800000003');
  });

  it('forgot password leads to the reset of the tab: by phone from the password tab, by email from the email tab', async () => {
    const user = openPanel();
    await user.click(screen.getByRole('button', { name: '忘记密码' }));
    screen.getByRole('heading', { name: '手机找回密码' });
    await user.click(screen.getByRole('button', { name: '返回登录' }));
    await user.click(screen.getByRole('tab', { name: '邮箱登录' }));
    await user.click(screen.getByRole('button', { name: '忘记密码' }));
    screen.getByRole('heading', { name: '邮箱找回密码' });
  });
});

async function openRegister() {
  const user = openPanel();
  await user.click(screen.getByRole('tab', { name: '邮箱登录' }));
  await user.click(screen.getByRole('button', { name: '立即注册' }));
  screen.getByRole('heading', { name: '邮箱注册' });
  return user;
}

describe('registration by email', () => {
  it('checks the address’s format when the visitor leaves the field, and asks nobody whether it is taken', async () => {
    const user = await openRegister();
    await user.type(screen.getByLabelText('邮箱'), 'not-an-email');
    await user.tab();
    await screen.findByText('请输入正确的邮箱地址');
    await user.clear(screen.getByLabelText('邮箱'));
    await user.type(screen.getByLabelText('邮箱'), 'taken@example.com');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('请输入正确的邮箱地址')).toBeNull());
    // Whether an address has an account is said only after the slider, by the code send.
    expect(server.received).toHaveLength(0);
  });

  it('refuses different passwords, then registers and returns to the email login with the address filled in', async () => {
    server.route(REGISTER, () => ({ data: { userId: 'u2' } }));
    const user = await openRegister();
    await user.type(screen.getByLabelText('邮箱'), 'new@example.com');
    await user.type(screen.getByLabelText('验证码'), '654321');
    await user.type(screen.getByLabelText('密码'), 'Runner2025');
    await user.type(screen.getByLabelText('确认密码'), 'Runner2026');
    await user.click(screen.getByRole('button', { name: '注册' }));
    await screen.findByText('两次输入的密码不一致');
    expect(requestsTo(REGISTER)).toHaveLength(0);

    await user.clear(screen.getByLabelText('确认密码'));
    await user.type(screen.getByLabelText('确认密码'), 'Runner2025');
    await user.click(screen.getByRole('button', { name: '注册' }));
    await screen.findByRole('tab', { name: '邮箱登录', selected: true });
    expect((tab().getByLabelText('邮箱') as HTMLInputElement).value).toBe('new@example.com');
    expect(screen.getByRole('status').textContent).toContain('注册成功，请登录');
    const [sent] = requestsTo(REGISTER).map(fieldsOf);
    expect(sent).toMatchObject({ accountEmail: 'new@example.com', code: '654321' });
    expect(decryptPassword(String(sent?.loginPassword), CIPHER)).toBe('Runner2025');
  });

  it("keeps the visitor's answers and says the server's refusal under the form", async () => {
    server.route(REGISTER, () => ({ code: 10002, msg: '验证码错误' }));
    const user = await openRegister();
    await user.type(screen.getByLabelText('邮箱'), 'new@example.com');
    await user.type(screen.getByLabelText('验证码'), '000000');
    await user.type(screen.getByLabelText('密码'), 'Runner2025');
    await user.type(screen.getByLabelText('确认密码'), 'Runner2025');
    await user.click(screen.getByRole('button', { name: '注册' }));
    await within(screen.getByTestId('register-view')).findByText('验证码错误');
    expect((screen.getByLabelText('邮箱') as HTMLInputElement).value).toBe('new@example.com');
  });
});

describe('password reset', () => {
  it('by phone: a malformed number and a missing confirmation are refused', async () => {
    const user = openPanel();
    await user.click(screen.getByRole('button', { name: '忘记密码' }));
    await user.type(screen.getByLabelText('手机号'), '12345');
    await user.type(screen.getByLabelText('新密码'), 'Runner2025');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    await screen.findByText('请输入正确的手机号码');
    screen.getByText('请输入确认密码');
    expect(requestsTo(RESET_PHONE)).toHaveLength(0);
  });

  it('by email: a reset the server takes logs the visitor out and returns to login', async () => {
    server.route(RESET_EMAIL, () => ({ data: true }));
    useSessionStore.getState().setSession('old-token', loginAnswer('old-token').userData);
    const user = openPanel();
    await user.click(screen.getByRole('tab', { name: '邮箱登录' }));
    await user.click(screen.getByRole('button', { name: '忘记密码' }));
    await user.type(screen.getByLabelText('邮箱'), 'runner@example.com');
    await user.type(screen.getByLabelText('验证码'), '111111');
    await user.type(screen.getByLabelText('新密码'), 'Runner2027');
    await user.type(screen.getByLabelText('确认密码'), 'Runner2027');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    await screen.findByTestId('login-view');
    expect(screen.getByRole('status').textContent).toContain('密码已重置，请重新登录');
    expect(useSessionStore.getState().token).toBeFalsy();
    const [sent] = requestsTo(RESET_EMAIL).map(fieldsOf);
    expect(sent).toMatchObject({ accountEmail: 'runner@example.com', captcha: '111111' });
    expect(decryptPassword(String(sent?.loginPassword), CIPHER)).toBe('Runner2027');
  });
});
