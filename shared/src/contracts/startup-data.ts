import type { CloudConfig, DomainBinding, RaceInfo, SiteConfig, TranslationFile } from '../api';
import type { RuntimeConfig } from './runtime-config';

/** The id of the JSON block the shell's server writes into index.html. */
export const STARTUP_DATA_ID = 'startup-data';
/** The id of the first screen the shell's server paints as HTML; the shell removes it when its own is ready. */
export const FIRST_PAINT_ID = 'first-paint';

/** The id of the JSON list, in the shell's index.html, of the files Chakra's runtime loads (written at build). */
export const UI_CHUNKS_ID = 'ui-chunks';
/** Around the stylesheet's link in the host's built index.html: the shell's server writes the sheet in its place. */
export const STYLESHEET_MARKERS = ['<!--marathon:stylesheet-->', '<!--/marathon:stylesheet-->'] as const;

/**
 * What the shell reads before its first render, written into index.html by the shell's server so the page needs
 * no start-up request: the run-time manifest and, for the visitor's domain, the API's answers (domain binding,
 * race base information) and the files they lead to (site config, content index, translation files).
 *
 * The server checks every part with the schema the shell applies to a fetched answer and writes the checked
 * value (defaults applied); a part that fails the check means no block at all, and the shell reads everything
 * itself. The shell therefore uses the block as it is, and its first screen carries no schema library.
 * A translation file that is missing or fails its check is left out; the shell then fetches the files itself.
 */
export interface StartupData {
  domainName: string;
  runtime: RuntimeConfig;
  binding: DomainBinding;
  info: RaceInfo;
  siteConfig: SiteConfig;
  cloud: CloudConfig;
  translations: TranslationFile[];
}
