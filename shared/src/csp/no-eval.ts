import { config } from 'zod/mini';

/**
 * The site's Content-Security-Policy forbids eval. Zod probes for it with `new Function('')` the first time it
 * builds an object schema, which the browser reports as a violation on every page. Zod's configuration is one object
 * on globalThis shared by every copy of zod on the page (the remotes bundle their own), so turning its compiled
 * parsers off here, in the module every app loads first, covers them all; the interpreted parsers are fast
 * enough for forms and API answers.
 */
// Only pages have a Content-Security-Policy: the API, which loads the same schemas, keeps zod's compiled parsers.
if ('document' in globalThis) config({ jitless: true });
