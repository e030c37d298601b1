import { useSessionStore } from '@marathon/shared';
import { renderInPage } from '@marathon/shared/test-support';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerShellMessages } from '../i18n';
import { UnboundRaceApp } from './UnboundRaceApp';

registerShellMessages();

describe('the page a site shows when it cannot start', () => {
  it('says the race is not bound only when the API said so', async () => {
    renderInPage(<UnboundRaceApp reason="not-bound" domain="other.example.com" />);
    expect(await screen.findByRole('heading', { name: '赛事未绑定' })).toBeTruthy();
    expect(screen.getByText(/other\.example\.com/)).toBeTruthy();
    expect(document.title).toBe('赛事未绑定');
  });

  it('says the site cannot be reached when the API did not answer, in the visitor’s language', async () => {
    renderInPage(<UnboundRaceApp reason="failed" domain="race.example.com" />);
    expect(await screen.findByRole('heading', { name: '网站暂时无法访问' })).toBeTruthy();
    expect(screen.queryByText('赛事未绑定')).toBeNull();
    expect(document.title).toBe('网站暂时无法访问');
    act(() => useSessionStore.getState().setLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'The site cannot be reached just now' })).toBeTruthy();
    expect(document.title).toBe('The site cannot be reached just now');
    act(() => useSessionStore.getState().setLanguage('zh'));
  });
});
