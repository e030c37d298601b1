import { endpoints, ROLE_PERMISSIONS, type StaffMember } from '@marathon/shared/api';
import {
  MemoryRouter,
  renderInPage,
  startApiServer,
  type ApiTestServer,
} from '@marathon/shared/test-support';
import { Route, Routes } from '@marathon/shared/router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleApp } from '../console/ConsoleApp';
import { registerAdminMessages } from '../i18n/messages';

/* The organiser's message to a segment over the network: preview with the counts and both texts, then send. */
registerAdminMessages();

const ADMIN: StaffMember = {
  id: 'm-admin',
  email: 'admin@staff.test',
  name: '管理员钱',
  role: 'administrator',
  status: 'active',
  permissions: [...ROLE_PERMISSIONS.administrator],
};

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiServer();
  server.useFreshBase();
  server.route(endpoints.staffMe.path, () => ({ data: ADMIN }));
  server.route(endpoints.messagePreview.path, () => ({
    data: {
      recipients: 3,
      optedOut: 1,
      unreachable: 0,
      sample: {
        zh: { subject: '领物提醒', body: '张伟，请领物' },
        en: { subject: 'Kit pickup', body: '张伟, pick your kit up' },
      },
    },
  }));
  server.route(endpoints.messageSend.path, () => ({ data: { campaignId: 'c1', queued: 3 } }));
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.setItem('marathon.staffSession', 'staff-session-0123456789abcdef');
  server.received.length = 0;
});

describe('the messages screen', () => {
  it('previews the count, the opted-out count and both texts, and sends the count confirmed', async () => {
    const user = userEvent.setup();
    renderInPage(
      <MemoryRouter initialEntries={['/admin/messages']}>
        <Routes>
          <Route path="/admin/*" element={<ConsoleApp />} />
        </Routes>
      </MemoryRouter>,
      { language: 'en' },
    );
    await screen.findByRole('heading', { name: 'Message registrants' });
    await user.type(screen.getByLabelText(/^Chinese subject/), '领物提醒');
    await user.type(screen.getByLabelText(/^Chinese text/), '{{name}}，请领物');
    await user.type(screen.getByLabelText(/^English subject/), 'Kit pickup');
    await user.type(screen.getByLabelText(/^English text/), '{{name}}, pick your kit up');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect((await screen.findByTestId('admin-messages-count')).textContent).toBe('Goes to 3 registrants');
    expect(screen.getByTestId('admin-messages-opted-out').textContent).toBe('Opted out (not sent): 1');
    expect(screen.getByTestId('admin-messages-sample-zh').textContent).toContain('张伟，请领物');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Send this message to 3 registrants.')).toBeTruthy();
    await user.click(screen.getByTestId('admin-messages-send-confirm'));
    expect((await screen.findByTestId('admin-messages-sent')).textContent).toContain('3 messages queued');
    const sent = server.received.find((r) => r.path === endpoints.messageSend.path);
    const body = JSON.parse(sent?.body ?? '{}') as Record<string, unknown>;
    expect(body.confirmedCount).toBe(3);
    expect(body.segment).toBe('won');
    expect(body.template).toMatchObject({ subjectZh: '领物提醒', subjectEn: 'Kit pickup' });
  });

  it('refuses an empty message before asking the API, in Chinese', async () => {
    const user = userEvent.setup();
    renderInPage(
      <MemoryRouter initialEntries={['/admin/messages']}>
        <Routes>
          <Route path="/admin/*" element={<ConsoleApp />} />
        </Routes>
      </MemoryRouter>,
      { language: 'zh' },
    );
    await screen.findByRole('heading', { name: '给报名者发消息' });
    await user.click(screen.getByRole('button', { name: '预览' }));
    expect((await screen.findAllByText('请填写标题（最多 120 字）')).length).toBe(2);
    expect(server.received.some((r) => r.method === 'POST')).toBe(false);
  });
});
