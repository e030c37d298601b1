import type { LiveMissing, LiveRunner, TrackingMode } from '@marathon/shared/api';
import { hashPersonal } from '../../kernel/identity';
import type { LiveRecord } from './state';

/** The keyed hash a runner's share code is kept as: bound to the year and bib, so a code opens one runner only. */
export function shareCodeHash(year: number, bib: string, code: string): string {
  return hashPersonal(`live-share:${year}:${bib}:${code.toUpperCase()}`);
}

/**
 * Whether a live view may show a runner: public ones to anyone, shared-by-code ones to a page that gave the code,
 * hidden ones to no one (answered as not found, so a hidden runner cannot be told from an unknown bib).
 */
export function visibleRunner(
  record: LiveRecord | null,
  raceDefault: TrackingMode,
  granted: (record: LiveRecord) => boolean,
  missing: LiveMissing,
): LiveRunner | LiveMissing {
  if (!record) return missing;
  const mode = record.tracking ?? raceDefault;
  if (mode === 'public') return record.runner;
  if (mode === 'code' && granted(record)) return record.runner;
  return missing;
}
