/**
 * The site's Content-Security-Policy forbids eval. Zod probes for it with `new Function('')` the first time it
 * builds an object schema, which the browser reports as a violation on every page. Zod keeps its configuration
 * in one object on globalThis, shared by every copy of zod on the page (the remotes bundle their own), so
 * turning its compiled parsers off here, in the module every app loads first, covers them all; the interpreted
 * parsers are fast enough for forms and API answers.
 *
 * The object is written directly instead of through zod's `config()`: importing zod for it would put zod on the
 * first screen, which otherwise loads none (no-eval.test.ts checks that zod reads what is written here).
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// Only pages have a Content-Security-Policy: the API, which loads the same schemas, keeps zod's compiled parsers.
if ('document' in globalThis) (globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
