import { createContext, useContext } from 'react';

export interface AuthLinks {
  agreementUrl: string;
  privacyUrl: string;
}

/** The site's own document routes by default; an embedding site passes its own (mount options). */
export const DEFAULT_LINKS: AuthLinks = {
  agreementUrl: '#/agreement/user',
  privacyUrl: '#/agreement/privacy',
};

export const AuthLinksContext = createContext<AuthLinks>(DEFAULT_LINKS);
export const useAuthLinks = (): AuthLinks => useContext(AuthLinksContext);
