import { endpoints } from '@marathon/shared/api';
import { staffCall } from '../api/staff-call';
import { useStaffLoad } from '../api/use-staff-load';

/** The open correction requests, asked again after a decision (the list stays on screen meanwhile). */
export const useCorrections = () =>
  useStaffLoad('open', (signal) => staffCall(endpoints.correctionsOpen, { signal, silent: true }));

/** A chip time as H:MM:SS. */
export function clockOf(ms: number): string {
  const total = Math.floor(ms / 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(total / 3600)}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}
