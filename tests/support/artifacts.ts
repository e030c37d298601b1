import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join(import.meta.dirname, '..', '.artifacts');

/** A path in tests/.artifacts/ (git-ignored) for a screenshot a person looks at after a run. */
export function artifact(name: string): string {
  mkdirSync(DIR, { recursive: true });
  return join(DIR, name);
}
