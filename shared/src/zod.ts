/**
 * zod for every schema of this package. Zod probes for eval (`new Function('')`, which the site's
 * Content-Security-Policy reports as a violation) as soon as an object schema is built, not only when one
 * parses, and the schemas here are built while their modules load. Importing zod through this module turns the
 * probe off first, whichever module the bundler happens to evaluate first.
 */
import './csp/no-eval';

export { z } from 'zod';
