import { applyLanguage, configureApi, useSessionStore } from '@marathon/shared';
import type { AuthMount, AuthMountHandle } from '@marathon/shared/contracts';
import { UiProvider } from '@marathon/shared/ui';
import { AuthLinksContext, DEFAULT_LINKS } from '../panel/links';
import { createRoot } from 'react-dom/client';
import { LoginDrawer } from '../drawer/LoginDrawer';

/**
 * Framework-free embedding: an event site that is not ours calls mount(element, options) and
 * gets back an unmount function (with `open()` to show the drawer again).
 */
export const mount: AuthMount = (element, options) => {
  configureApi({ baseURL: options.apiBase, ...(options.osId ? { osId: options.osId } : {}) });
  if (options.language) applyLanguage(options.language);
  const root = createRoot(element);
  root.render(
    <UiProvider>
      <AuthLinksContext.Provider
        value={{
          agreementUrl: options.agreementUrl ?? DEFAULT_LINKS.agreementUrl,
          privacyUrl: options.privacyUrl ?? DEFAULT_LINKS.privacyUrl,
        }}
      >
        <LoginDrawer />
      </AuthLinksContext.Provider>
    </UiProvider>,
  );
  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.token && state.token !== previous.token)
      options.onLogin?.({ token: state.token, userData: state.userData });
    if (!state.loginDrawerOpen && previous.loginDrawerOpen) options.onClose?.();
  });
  if (options.openOnMount !== false) useSessionStore.getState().openLoginDrawer();
  const handle = (() => {
    unsubscribe();
    root.unmount();
  }) as AuthMountHandle;
  handle.open = () => useSessionStore.getState().openLoginDrawer();
  return handle;
};
