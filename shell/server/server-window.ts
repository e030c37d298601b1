import { JSDOM } from 'jsdom';

let window: unknown;

/**
 * One DOM window for the server's whole life, jsdom's (DOMPurify's recommended server DOM): the shell's own frame
 * sanitizes and resolves content images in it, as the page does in its own window.
 */
export function serverWindow(): unknown {
  window ??= new JSDOM('').window;
  return window;
}
