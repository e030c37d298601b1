import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSavedSession, selectIsLoggedIn, useSessionStore } from './store';

function clearLanguageCookie(): void {
  document.cookie = 'language=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

beforeEach(() => {
  localStorage.clear();
  clearLanguageCookie();
  useSessionStore.setState({
    token: null,
    userData: null,
    language: 'zh',
    loginDrawerOpen: false,
    reloginDialogOpen: false,
  });
});

describe('useSessionStore', () => {
  it('setSession stores token and user data in the state and in local storage, and closes the drawer', () => {
    useSessionStore.getState().openLoginDrawer();
    useSessionStore.getState().showReloginDialog();
    useSessionStore.getState().setSession('tok-9', { username: 'runner', osId: 1002 });

    const state = useSessionStore.getState();
    expect(state.token).toBe('tok-9');
    expect(state.userData).toEqual({ username: 'runner', osId: 1002 });
    expect(state.loginDrawerOpen).toBe(false);
    expect(state.reloginDialogOpen).toBe(false);
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(localStorage.getItem('token')).toBe('tok-9');
    expect(localStorage.getItem('userData')).toBe(JSON.stringify({ username: 'runner', osId: 1002 }));
  });

  it('clearSession removes token and user data from the state and from local storage', () => {
    useSessionStore.getState().setSession('tok-9', { username: 'runner' });
    useSessionStore.getState().clearSession();

    const state = useSessionStore.getState();
    expect(state.token).toBeNull();
    expect(state.userData).toBeNull();
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('setLanguage updates the state and writes the language cookie', () => {
    useSessionStore.getState().setLanguage('en');
    expect(useSessionStore.getState().language).toBe('en');
    expect(document.cookie).toMatch(/(^|;\s*)language=en(;|$)/);
  });

  it('opens and closes the login drawer and the re-login dialog', () => {
    const store = useSessionStore.getState();
    store.openLoginDrawer();
    expect(useSessionStore.getState().loginDrawerOpen).toBe(true);
    store.closeLoginDrawer();
    expect(useSessionStore.getState().loginDrawerOpen).toBe(false);
    store.showReloginDialog();
    expect(useSessionStore.getState().reloginDialogOpen).toBe(true);
    store.hideReloginDialog();
    expect(useSessionStore.getState().reloginDialogOpen).toBe(false);
  });
});

describe('readSavedSession', () => {
  it('reads what a previous page stored', () => {
    localStorage.setItem('token', 'saved');
    localStorage.setItem('userData', JSON.stringify({ username: 'runner' }));
    expect(readSavedSession()).toEqual({ token: 'saved', userData: { username: 'runner' } });
  });

  it('reads corrupt user data as null and keeps the token', () => {
    localStorage.setItem('token', 'saved');
    localStorage.setItem('userData', '{not json');
    expect(readSavedSession()).toEqual({ token: 'saved', userData: null });
  });

  it('reads nothing as nulls', () => {
    expect(readSavedSession()).toEqual({ token: null, userData: null });
  });
});

describe('the initial language', () => {
  it('comes from the language cookie', async () => {
    document.cookie = 'language=en; path=/';
    vi.resetModules();
    const fresh = await import('./store');
    expect(fresh.useSessionStore.getState().language).toBe('en');
  });

  it('falls back to zh when the cookie holds an invalid value', async () => {
    document.cookie = 'language=klingon; path=/';
    vi.resetModules();
    const fresh = await import('./store');
    expect(fresh.useSessionStore.getState().language).toBe('zh');
  });
});
