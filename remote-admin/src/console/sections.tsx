import type { StaffPermission } from '@marathon/shared/api';
import type { ReactNode } from 'react';
import { ApplicationsPage } from '../applications/ApplicationsPage';
import { AuditPage } from '../audit/AuditPage';
import { CorrectionsPage } from '../corrections/CorrectionsPage';
import { MembersPage } from '../members/MembersPage';
import { TimingKeysPage } from '../timing/TimingKeysPage';

export interface Section {
  path: string;
  labelKey:
    | 'admin.nav.members'
    | 'admin.nav.audit'
    | 'admin.timing.nav'
    | 'admin.applications.nav'
    | 'admin.corrections.nav';
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
];
