/** The id of the JSON block the shell's server writes into index.html. */
export const STARTUP_DATA_ID = 'startup-data';
/** The id of the first screen the shell's server paints as HTML; the shell removes it when its own is ready. */
export const FIRST_PAINT_ID = 'first-paint';

/**
 * What the shell reads before its first render, written into index.html by the shell's server so the page needs
 * no start-up request: the run-time manifest and, for the visitor's domain, the API's answers (domain binding,
 * race base information, site-config reference) and the files they lead to (site config, content index,
 * translation files), each as the API or file host sent it. The shell checks every part with the schema it
 * applies to a fetched answer, and fetches whatever is missing or fails that check.
 */
export interface StartupData {
  domainName: string;
  runtime: unknown;
  binding: unknown;
  info: unknown;
  siteConfig: unknown;
  cloud: unknown;
  translations: unknown[];
}
