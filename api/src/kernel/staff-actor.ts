import type { StaffPermission, StaffRole } from '@marathon/shared/api';

/** Who a staff call comes from: the member behind its staff session (or named by a CLI's `--as`). */
export interface StaffActor {
  staffId: string;
  name: string;
  email: string;
  role: StaffRole;
  permissions: readonly StaffPermission[];
}
