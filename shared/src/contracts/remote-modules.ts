import type { ComponentType, ReactNode } from 'react';
import type { Language } from '../constants';

/**
 * Typed contracts of every exposed remote module. The shell loads modules by these names and
 * each remote's build exposes exactly these paths; a contract test compares the two.
 */
export const REMOTE_SCOPES = {
  content: 'remote_content',
  auth: 'remote_auth',
  search: 'remote_search',
  signup: 'remote_signup',
} as const;

export const EXPOSED_MODULES = {
  content: ['./HomePage', './DocumentPage', './DocumentListPage', './RichListPage'],
  auth: ['./LoginDrawer', './mount'],
  search: [
    './SearchEntries',
    './RegistrationSearch',
    './ScoreSearch',
    './MultiYearScoreSearch',
    './ImageSearch',
    './VideoCollection',
    './ImageCollection',
  ],
  signup: ['./SignupPage', './ConfirmPage', './UploadPage', './MemberCentre', './FieldDemos'],
} as const;

export type ContentModule = (typeof EXPOSED_MODULES.content)[number];
export type AuthModule = (typeof EXPOSED_MODULES.auth)[number];
export type SearchModuleName = (typeof EXPOSED_MODULES.search)[number];
export type SignupModuleName = (typeof EXPOSED_MODULES.signup)[number];

/** /direct and /post render the same page with the race's form of that kind. */
export interface SignupPageProps {
  kind: 'direct' | 'post';
}

/** The home page leaves a slot for the search remote's entry cards: a remote never imports another remote. */
export interface HomePageProps {
  searchEntries?: ReactNode;
}

/** Document views read their content from the site store by the route's data path. */
export interface DocumentViewProps {
  dataPath: string;
}

export type HomePageModule = { default: ComponentType<HomePageProps> };
export type DocumentViewModule = { default: ComponentType<DocumentViewProps> };
export type PlainScreenModule = { default: ComponentType };

/** Key and IV of the password cipher, as the API's configuration call and the run-time manifest give them. */
export interface PasswordCipherSetting {
  key: string;
  iv: string;
}

/** The session an embedding page is told about: `onLogin`, `getSession()`. */
export interface AuthSession {
  token: string;
  userData: unknown;
}

/** The namespace our session keys get on a page that embeds the login (`marathon.token`, `marathon.userData`). */
export const DEFAULT_EMBED_STORAGE_NAMESPACE = 'marathon.';

/** What the framework-free `./mount` of remote-auth takes (an event site that is not ours embeds the login). */
export interface AuthMountOptions {
  /** Our API, e.g. `https://api.example.com`. */
  apiBase: string;
  /** Our site's address: the default user-agreement and privacy links open its documents. */
  siteUrl: string;
  /** The drawer's language (default: the one saved by an earlier visit, else zh); the page's own is untouched. */
  language?: Language;
  osId?: number;
  /** Absolute links that replace our site's user agreement and privacy policy. */
  agreementUrl?: string;
  privacyUrl?: string;
  /** Prefix of every key our session writes to the page's local storage (default `marathon.`). */
  storageNamespace?: string;
  /** The password cipher's key and IV; when absent they are fetched from the API's configuration call. */
  passwordCipher?: PasswordCipherSetting;
  /** Opens the drawer at once (the default, unless a saved session is still valid) or waits for `open()`. */
  openOnMount?: boolean;
  /** A login in the drawer, and a saved session found valid again after a reload. */
  onLogin?: (session: AuthSession) => void;
  onLogout?: () => void;
  onClose?: () => void;
}

/** What `mount` returns: calling it (or `unmount()`) removes the login from the page. */
export interface AuthMountHandle {
  (): void;
  open: () => void;
  close: () => void;
  /**
   * Ends our session on the server (the token stops working at once, in every tab) and removes our keys (never
   * the page's own), then tells `onLogout`. Resolves when done; our keys are gone even when the call fails.
   */
  logout: () => Promise<void>;
  /** The current session, or null when nobody is logged in. */
  getSession: () => AuthSession | null;
  /** Follows the page's own language switch: the drawer's texts change at once, the page's own are untouched. */
  setLanguage: (language: Language) => void;
  unmount: () => void;
}

export type AuthMount = (element: HTMLElement, options: AuthMountOptions) => AuthMountHandle;
export type AuthMountModule = { default: AuthMount; mount: AuthMount };
