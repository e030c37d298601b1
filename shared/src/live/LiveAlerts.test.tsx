import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertListAnswer, LiveAlert } from '../api/live';
import { AlertChoice, useAlerts, type AlertSource } from './LiveAlerts';
import { liveMessages } from './live-messages';

afterEach(cleanup);

/** The messages' own words, filled in as i18next would: what the follower reads. */
const t = (key: string, values: Record<string, unknown> = {}): string => {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], liveMessages.en);
  return String(found ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
};

/** An API with one account (phone, no e-mail) that keeps its alerts in memory. */
function fakeApi(loggedIn: boolean) {
  const alerts: LiveAlert[] = [];
  const login = vi.fn();
  const source: AlertSource = {
    loggedIn,
    login,
    list: async () => ({ alerts: [...alerts], phone: '139****2800', email: null }) satisfies AlertListAnswer,
    create: async (body) => {
      const alert: LiveAlert = {
        id: `a${alerts.length}`,
        year: body.year,
        bib: body.bib,
        channel: body.channel,
        target: '139****2800',
        point: body.point ?? null,
        language: body.language,
      };
      alerts.push(alert);
      return alert;
    },
    cancel: async (id) => {
      alerts.splice(
        alerts.findIndex((alert) => alert.id === id),
        1,
      );
      return { stopped: true };
    },
  };
  return { source, alerts, login };
}

function Card({ source }: { source: AlertSource }) {
  const [year] = useState(2026);
  const state = useAlerts(source, year);
  return state ? <AlertChoice state={state} year={year} bib="H10" t={t} language="en" /> : null;
}

describe('a followed runner’s alert', () => {
  it('asks a visitor without a session to log in, and opens the page’s login', async () => {
    const { source, login } = fakeApi(false);
    render(<Card source={source} />);
    await userEvent.click(screen.getByTestId('live-alert-open-H10'));
    expect(screen.getByText(/Log in to get a text message/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(login).toHaveBeenCalledOnce();
  });

  it('offers only the account’s own targets, sets the alert with its point, and stops it', async () => {
    const { source, alerts } = fakeApi(true);
    render(<Card source={source} />);
    await userEvent.click(screen.getByTestId('live-alert-open-H10'));
    const channel = (await screen.findByTestId('live-alert-channel')) as HTMLSelectElement;
    expect([...channel.options].map((option) => option.text)).toEqual(['Text message to 139****2800']);
    await userEvent.selectOptions(screen.getByTestId('live-alert-point'), '15k');
    await userEvent.click(screen.getByTestId('live-alert-save'));
    expect(await screen.findByText(/Alert set: Text message to 139\*\*\*\*2800, also at 15 km/)).toBeTruthy();
    expect(alerts).toMatchObject([{ bib: 'H10', channel: 'sms', point: '15k', language: 'en' }]);
    await userEvent.click(screen.getByTestId('live-alert-stop'));
    expect(await screen.findByTestId('live-alert-open-H10')).toBeTruthy();
    expect(alerts).toEqual([]);
  });
});
