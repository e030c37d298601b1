import {
  configureApi,
  logOut,
  readSavedLanguage,
  setStorageNamespace,
  useSessionStore,
} from '@marathon/shared';
import {
  DEFAULT_EMBED_STORAGE_NAMESPACE,
  type AuthMount,
  type AuthMountHandle,
  type AuthSession,
} from '@marathon/shared/contracts';
import { ShadowUiProvider } from '@marathon/shared/ui-interactive';
import { createRoot } from 'react-dom/client';
import { LoginDrawer } from '../drawer/LoginDrawer';
import { PortalTargetContext } from '../drawer/portal-target';
import { AuthLinksContext } from '../panel/links';
import { loadEmbedCipher } from './cipher-source';
import { embedLinks } from './links';
import { restoreEmbeddedSession } from './restore-session';
import { attachShadowContainer } from './shadow-host';

function currentSession(): AuthSession | null {
  const { token, userData } = useSessionStore.getState();
  return token ? { token, userData } : null;
}

/**
 * Framework-free embedding: an event site that is not ours calls mount(element, options).
 * The drawer renders in a shadow root with its own styles, our session keys carry a namespace, and the page's
 * `<html lang>` and cookies stay the host's: mounting changes nothing of the page but the element it is given.
 */
export const mount: AuthMount = (element, options) => {
  const links = embedLinks(options);
  setStorageNamespace(options.storageNamespace ?? DEFAULT_EMBED_STORAGE_NAMESPACE);
  configureApi({ baseURL: options.apiBase, ...(options.osId ? { osId: options.osId } : {}) });
  // The store was created before the namespace was known: read this page's saved language now.
  useSessionStore.getState().setLanguage(options.language ?? readSavedLanguage());

  const { shadowRoot, container } = attachShadowContainer(element);
  const root = createRoot(container);
  let mounted = true;
  const render = () => {
    if (!mounted) return;
    root.render(
      <ShadowUiProvider shadowRoot={shadowRoot}>
        <PortalTargetContext.Provider value={{ current: container }}>
          <AuthLinksContext.Provider value={links}>
            <LoginDrawer />
          </AuthLinksContext.Provider>
        </PortalTargetContext.Provider>
      </ShadowUiProvider>,
    );
  };

  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.token && state.token !== previous.token)
      options.onLogin?.({ token: state.token, userData: state.userData });
    if (!state.loginDrawerOpen && previous.loginDrawerOpen) options.onClose?.();
  });

  // The drawer appears once its cipher pair is known; a saved session that is still live keeps it shut.
  void Promise.all([
    loadEmbedCipher(options).catch((error: unknown) => {
      console.error('marathon login: the password cipher could not be loaded', error);
    }),
    restoreEmbeddedSession(options.apiBase, options.osId),
  ]).then(([, restored]) => {
    if (!mounted) return;
    if (!restored && options.openOnMount !== false) useSessionStore.getState().openLoginDrawer();
    render();
  });

  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    unsubscribe();
    root.unmount();
    container.remove();
  };
  const handle = (() => unmount()) as AuthMountHandle;
  handle.unmount = unmount;
  handle.open = () => useSessionStore.getState().openLoginDrawer();
  handle.close = () => useSessionStore.getState().closeLoginDrawer();
  handle.getSession = currentSession;
  handle.setLanguage = (language) => useSessionStore.getState().setLanguage(language);
  handle.logout = async () => {
    const wasLoggedIn = useSessionStore.getState().token !== null;
    try {
      // The server ends the session, so the token stops working everywhere at once; our keys go either way.
      await logOut();
    } finally {
      useSessionStore.getState().closeLoginDrawer();
      if (wasLoggedIn) options.onLogout?.();
    }
  };
  return handle;
};
