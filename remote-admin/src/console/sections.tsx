import type { StaffPermission } from '@marathon/shared/api';
import type { ReactNode } from 'react';
import { ApplicationsPage } from '../applications/ApplicationsPage';
import { AuditPage } from '../audit/AuditPage';
import { CorrectionsPage } from '../corrections/CorrectionsPage';
import { MembersPage } from '../members/MembersPage';
import { TimingKeysPage } from '../timing/TimingKeysPage';
import { SeasonPage } from '../season/SeasonPage';
import { StartListPage } from '../season/StartListPage';
import { DesksPage } from '../desks/DesksPage';

export interface Section {
  path: string;
  labelKey:
    | 'admin.nav.members'
    | 'admin.nav.audit'
    | 'admin.timing.nav'
    | 'admin.applications.nav'
    | 'admin.corrections.nav'
    | 'admin.season.nav'
    | 'admin.startList.nav'
    | 'admin.desks.nav';
  permission: StaffPermission;
  element: ReactNode;
}

/** Each screen with the permission its API calls need: a member sees only the sections their role may use. */
export const SECTIONS: Section[] = [
  { path: 'members', labelKey: 'admin.nav.members', permission: 'staff.manage', element: <MembersPage /> },
  { path: 'audit', labelKey: 'admin.nav.audit', permission: 'audit.read', element: <AuditPage /> },
  {
    path: 'applications',
    labelKey: 'admin.applications.nav',
    permission: 'applications.read',
    element: <ApplicationsPage />,
  },
  {
    path: 'corrections',
    labelKey: 'admin.corrections.nav',
    permission: 'results.import',
    element: <CorrectionsPage />,
  },
  { path: 'timing', labelKey: 'admin.timing.nav', permission: 'timing.manage', element: <TimingKeysPage /> },
  { path: 'season', labelKey: 'admin.season.nav', permission: 'season.manage', element: <SeasonPage /> },
  { path: 'bibs', labelKey: 'admin.startList.nav', permission: 'season.manage', element: <StartListPage /> },
  { path: 'desks', labelKey: 'admin.desks.nav', permission: 'pickup.manage', element: <DesksPage /> },
];
