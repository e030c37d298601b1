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

/** What the framework-free `./mount` of remote-auth takes (an event site that is not ours embeds the login). */
export interface AuthMountOptions {
  apiBase: string;
  language?: Language;
  osId?: number;
  agreementUrl?: string;
  privacyUrl?: string;
  /** Opens the drawer at once (the default) or waits for `open()` on the handle. */
  openOnMount?: boolean;
  onLogin?: (session: { token: string; userData: unknown }) => void;
  onClose?: () => void;
}

export interface AuthMountHandle {
  (): void;
  open: () => void;
}

export type AuthMount = (element: HTMLElement, options: AuthMountOptions) => AuthMountHandle;
export type AuthMountModule = { default: AuthMount; mount: AuthMount };
