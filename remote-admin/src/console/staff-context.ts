import type { StaffMember, StaffPermission } from '@marathon/shared/api';
import { createContext, useContext } from 'react';

export interface StaffState {
  member: StaffMember;
  /** Whether the member's role allows this (the API decides; the console only hides what would be refused). */
  can: (permission: StaffPermission) => boolean;
  signOut: () => Promise<void>;
}

export const StaffContext = createContext<StaffState | null>(null);

/** The signed-in member of the console's screens (inside ConsoleFrame only). */
export function useStaff(): StaffState {
  const state = useContext(StaffContext);
  if (!state) throw new Error('useStaff outside the signed-in console');
  return state;
}
