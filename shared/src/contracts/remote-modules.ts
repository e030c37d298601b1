import type { ComponentType, ReactNode } from 'react';
import type { Language } from '../constants';
import type { RemoteName } from './runtime-config';

/**
 * Every exposed module of every remote, by remote and module name, with what it exports: the shell's RemoteView
 * takes its names and props from here, and each remote's vite.config.ts must expose exactly these modules
 * (ExposedFiles), so a wrong module name or a wrong prop does not compile on either side.
 */
export const REMOTE_SCOPES = {
  content: 'remote_content',
  auth: 'remote_auth',
  search: 'remote_search',
  signup: 'remote_signup',
  admin: 'remote_admin',
} as const;

/** A module that renders: its default export is a component taking these props. */
export interface ViewModule<P> {
  default: ComponentType<P>;
}

/** The props of a view that takes none. */
export type NoProps = Record<string, never>;

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

interface RemoteModuleTable {
  content: {
    './HomePage': ViewModule<HomePageProps>;
    './DocumentPage': ViewModule<DocumentViewProps>;
    './DocumentListPage': ViewModule<DocumentViewProps>;
    './RichListPage': ViewModule<DocumentViewProps>;
  };
  auth: {
    './LoginDrawer': ViewModule<NoProps>;
    /** Framework-free: another event's site embeds our login with it (not a view of the shell). */
    './mount': AuthMountModule;
  };
  search: {
    './SearchEntries': ViewModule<NoProps>;
    './RegistrationSearch': ViewModule<NoProps>;
    './ScoreSearch': ViewModule<NoProps>;
    './CertificateVerify': ViewModule<NoProps>;
    './MultiYearScoreSearch': ViewModule<NoProps>;
    './ImageSearch': ViewModule<NoProps>;
    './VideoCollection': ViewModule<NoProps>;
    './ImageCollection': ViewModule<NoProps>;
    /** The season's public draw record of the year in the address (#/draw/<year>), recomputed in the browser. */
    './DrawRecord': ViewModule<NoProps>;
  };
  signup: {
    './SignupPage': ViewModule<SignupPageProps>;
    './ConfirmPage': ViewModule<NoProps>;
    './UploadPage': ViewModule<NoProps>;
    './MemberCentre': ViewModule<NoProps>;
    './FieldDemos': ViewModule<NoProps>;
  };
  /** The organisers' console under /admin: staff sign-in, members and the audit trail (lazy, never on the first screen). */
  admin: {
    './ConsolePage': ViewModule<NoProps>;
  };
}

/** The table, keyed by exactly the remotes of the run-time manifest (a remote missing here does not compile). */
export type RemoteModules = { [R in RemoteName]: RemoteModuleTable[R] };

export type ModuleName<R extends RemoteName> = keyof RemoteModules[R] & string;

/** The modules of a remote that the shell can render. */
export type ViewName<R extends RemoteName> = {
  [M in ModuleName<R>]: RemoteModules[R][M] extends ViewModule<infer _P> ? M : never;
}[ModuleName<R>];

/** The props of one view (a union of names gives the union of their props). */
export type ViewProps<R extends RemoteName, M extends ViewName<R>> = M extends unknown
  ? RemoteModules[R][M] extends ViewModule<infer P extends object>
    ? P
    : never
  : never;

/** What a remote's vite.config.ts exposes: every module of its table, each with its source file, and no other. */
export type ExposedFiles<R extends RemoteName> = Record<ModuleName<R>, string>;

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
export interface AuthMountModule {
  default: AuthMount;
  mount: AuthMount;
}
