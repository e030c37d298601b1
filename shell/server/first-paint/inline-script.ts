import { createHash } from 'node:crypto';
import { scriptJson } from '../script-json';

const ESBUILD_NAME_HELPER = /\b__name\(/;

/** An inline script of the page: its exact text and the hash that allows it in the Content-Security-Policy. */
export interface InlineScript {
  text: string;
  hash: string;
}

/**
 * A typed function as an inline script: its own source, called at once with JSON arguments. It runs in the page
 * (no imports, no closures over server values: everything it needs comes as an argument), so it is written and
 * type-checked like any other code instead of as a string.
 */
export function inlineScript<A extends unknown[]>(run: (...args: A) => void, ...args: A): InlineScript {
  const source = run.toString();
  const call = `(${source})(${args.map((arg) => scriptJson(arg)).join(',')})`;
  // Run from its sources (tsx, as the bench's one-bundle baseline serves its pages), esbuild keeps the names of
  // inner functions with a helper the page does not have: the text then brings a stand-in of its own.
  const text = ESBUILD_NAME_HELPER.test(source) ? `{const __name=(f)=>f;${call}}` : call;
  return { text, hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}
