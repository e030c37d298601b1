import { isSafeLink, SAFE_LINK_SCHEMES } from '@marathon/shared/api';
import { jsonPath } from './json-path';
import type { ContentProblem } from './problems';

/** Fields whose value becomes an href or a window.open on the site. */
const LINK_KEYS = new Set(['jumpUrl', 'jumpUrlEn', 'href', 'hrefEn', 'link', 'externalLink']);
/** settings.links: every value is a link (score, picture, registration). */
const LINK_GROUPS = new Set(['links']);

function collect(
  value: unknown,
  at: PropertyKey[],
  inGroup: boolean,
  out: { path: PropertyKey[]; link: string }[],
): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, [...at, index], false, out));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string' && (inGroup || LINK_KEYS.has(key))) {
        out.push({ path: [...at, key], link: child });
      } else collect(child, [...at, key], LINK_GROUPS.has(key), out);
    }
  }
}

/**
 * Links the site would refuse to render (javascript:, data:, vbscript: and every other scheme but the safe ones):
 * an editor learns it here, not from a link that silently does not appear. An empty link is no link, not a
 * problem.
 */
export function unsafeLinks(file: string, json: unknown): ContentProblem[] {
  const links: { path: PropertyKey[]; link: string }[] = [];
  collect(json, [], false, links);
  return links
    .filter(({ link }) => link.trim() !== '' && !isSafeLink(link))
    .map(({ path, link }) => ({
      file,
      path: jsonPath(path),
      message: `unsafe link ${JSON.stringify(link.slice(0, 80))}: only ${SAFE_LINK_SCHEMES.join(', ')} and relative links are allowed`,
    }));
}
