import type { StaffPermission } from '@marathon/shared/api';
import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { EXPORT_PERMISSIONS } from '../exports/exports-catalogue';

/**
 * Each screen is its own chunk, loaded when a member opens it: the sign-in and the home page (the console's first
 * screen) carry none of them, and a volunteer's or editor's console never downloads the draw or the audit screens.
 */
const screen = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  createElement(lazy(async () => ({ default: (await load())[name] })));

export interface Section {
  path: string;
  labelKey:
    | 'admin.nav.members'
    | 'admin.nav.audit'
    | 'admin.timing.nav'
    | 'admin.applications.nav'
    | 'admin.results.nav'
    | 'admin.corrections.nav'
    | 'admin.season.nav'
    | 'admin.startList.nav'
    | 'admin.desks.nav'
    | 'admin.messages.nav'
    | 'admin.exports.nav';
  /** What opens it; a list: any one of them (the screen shows each member only what their role may take). */
  permission: StaffPermission | readonly StaffPermission[];
  element: ReactNode;
}

/** Each screen with the permission its API calls need: a member sees only the sections their role may use. */
export const SECTIONS: Section[] = [
  {
    path: 'members',
    labelKey: 'admin.nav.members',
    permission: 'staff.manage',
    element: screen(() => import('../members/MembersPage'), 'MembersPage'),
  },
  {
    path: 'audit',
    labelKey: 'admin.nav.audit',
    permission: 'audit.read',
    element: screen(() => import('../audit/AuditPage'), 'AuditPage'),
  },
  {
    path: 'applications',
    labelKey: 'admin.applications.nav',
    permission: 'applications.read',
    element: screen(() => import('../applications/ApplicationsPage'), 'ApplicationsPage'),
  },
  {
    path: 'results',
    labelKey: 'admin.results.nav',
    permission: 'results.import',
    element: screen(() => import('../results/ResultsImportPage'), 'ResultsImportPage'),
  },
  {
    path: 'corrections',
    labelKey: 'admin.corrections.nav',
    permission: 'results.import',
    element: screen(() => import('../corrections/CorrectionsPage'), 'CorrectionsPage'),
  },
  {
    path: 'timing',
    labelKey: 'admin.timing.nav',
    permission: 'timing.manage',
    element: screen(() => import('../timing/TimingKeysPage'), 'TimingKeysPage'),
  },
  {
    path: 'season',
    labelKey: 'admin.season.nav',
    permission: 'season.manage',
    element: screen(() => import('../season/SeasonPage'), 'SeasonPage'),
  },
  {
    path: 'bibs',
    labelKey: 'admin.startList.nav',
    permission: 'season.manage',
    element: screen(() => import('../season/StartListPage'), 'StartListPage'),
  },
  {
    path: 'desks',
    labelKey: 'admin.desks.nav',
    permission: 'pickup.manage',
    element: screen(() => import('../desks/DesksPage'), 'DesksPage'),
  },
  {
    path: 'messages',
    labelKey: 'admin.messages.nav',
    permission: 'messages.send',
    element: screen(() => import('../messages/MessagesPage'), 'MessagesPage'),
  },
  {
    path: 'exports',
    labelKey: 'admin.exports.nav',
    permission: EXPORT_PERMISSIONS,
    element: screen(() => import('../exports/ExportsPage'), 'ExportsPage'),
  },
];

/** Whether a member who `can` what their role allows may open the section. */
export function sectionOpen(section: Section, can: (permission: StaffPermission) => boolean): boolean {
  return typeof section.permission === 'string' ? can(section.permission) : section.permission.some(can);
}
