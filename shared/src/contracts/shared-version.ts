// A named import: the bundle keeps the version string, not the whole package.json.
import { version } from '../../package.json';

/**
 * The version of @marathon/shared this build was made with. It follows semver on the package's public API: a
 * removed or changed export is a major step, an added one a minor step, a fix a patch.
 */
export const SHARED_VERSION: string = version;

/** The export of every remote's remoteEntry.js that names the versions it was built against. */
export const BUILT_WITH_EXPORT = 'marathonBuiltWith';

export interface BuiltWith {
  '@marathon/shared': string;
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

function parts(version: string): [number, number, number] | null {
  const match = SEMVER.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Whether a page offering `offered` can run a remote built against `builtWith`: the same major version (the same
 * minor below 1.0.0), and the page's copy at least as new, so every export the remote uses is there.
 */
export function canPair(offered: string, builtWith: string): boolean {
  const page = parts(offered);
  const remote = parts(builtWith);
  if (!page || !remote) return false;
  if (page[0] !== remote[0]) return false;
  if (page[0] === 0 && page[1] !== remote[1]) return false;
  for (let index = 1; index < 3; index += 1) {
    if (page[index] !== remote[index]) return (page[index] ?? 0) > (remote[index] ?? 0);
  }
  return true;
}

/** The shared version a loaded remoteEntry.js declares, or null when it declares none (built before the rule). */
export function declaredSharedVersion(entry: unknown): string | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const builtWith = (entry as Record<string, unknown>)[BUILT_WITH_EXPORT];
  if (typeof builtWith !== 'object' || builtWith === null) return null;
  const version = (builtWith as Record<string, unknown>)['@marathon/shared'];
  return typeof version === 'string' ? version : null;
}
