import { createHash } from 'node:crypto';
import { scriptJson } from '../script-json';

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
  const text = `(${run.toString()})(${args.map((arg) => scriptJson(arg)).join(',')})`;
  return { text, hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}
