import { create } from 'zustand';
import type { Language } from '../constants';
import { applyPageLanguage } from '../i18n/page-language';
import {
  clearStoredSession,
  readSavedLanguage,
  readToken,
  readUserData,
  writeSavedLanguage,
  writeSession,
} from './storage';
import type { UserData } from './user-data';

export interface SessionState {
  token: string | null;
  userData: UserData | null;
  language: Language;
  loginDrawerOpen: boolean;
  reloginDialogOpen: boolean;
  /** Stores a fresh login (token and user data) and closes the drawer. */
  setSession: (token: string, userData: UserData | null) => void;
  clearSession: () => void;
  /**
   * The one way to change the language: saves it (the `language` cookie, or the namespaced key when embedded)
   * and switches i18next and `<html lang>` with it, so every app (shell, remotes, the embedded login)
   * follows at once. Start-up calls it with the saved language to apply it.
   */
  setLanguage: (language: Language) => void;
  openLoginDrawer: () => void;
  closeLoginDrawer: () => void;
  showReloginDialog: () => void;
  hideReloginDialog: () => void;
}

/**
 * The one session store of the page. @marathon/shared is a federated singleton, so the shell and every remote
 * hold this same instance: a token set in one app shows in all of them.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  token: null,
  userData: null,
  language: readSavedLanguage(),
  loginDrawerOpen: false,
  reloginDialogOpen: false,
  setSession: (token, userData) => {
    writeSession(token, userData);
    set({ token, userData, loginDrawerOpen: false, reloginDialogOpen: false });
  },
  clearSession: () => {
    clearStoredSession();
    set({ token: null, userData: null });
  },
  setLanguage: (language) => {
    writeSavedLanguage(language);
    applyPageLanguage(language);
    set({ language });
  },
  openLoginDrawer: () => set({ loginDrawerOpen: true }),
  closeLoginDrawer: () => set({ loginDrawerOpen: false }),
  showReloginDialog: () => set({ reloginDialogOpen: true }),
  hideReloginDialog: () => set({ reloginDialogOpen: false }),
}));

/** What start-up restores before it asks the server whether the token is still valid. */
export function readSavedSession(): { token: string | null; userData: UserData | null } {
  return { token: readToken(), userData: readUserData() };
}

export const selectIsLoggedIn = (state: SessionState): boolean => state.token !== null;
