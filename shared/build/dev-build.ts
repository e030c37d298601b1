/** Written into a remote's dev build folder once a dev-loop build is complete on disk (the shell reloads on it). */
export const DEV_BUILD_MARKER = 'dev-build.json';

/** Set by the dev loop for the remotes it rebuilds on every save. */
export const DEV_BUILD_VARIABLE = 'MARATHON_DEV_BUILD';

/** Whether this build is one of the dev loop's: served uncompressed, so no brotli pass at level 11 per save. */
export function isDevBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[DEV_BUILD_VARIABLE] === '1';
}

/**
 * Where a build goes: the dev loop's into a folder of its own, so a save in the dev loop never replaces the
 * production build that `npm start`, the journeys and a deploy serve.
 */
export function buildFolder(env: NodeJS.ProcessEnv = process.env): string {
  return isDevBuild(env) ? 'dist-dev' : 'dist';
}
