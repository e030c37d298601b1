import type { RuntimeConfig } from './runtime-config';

export interface Preconnect {
  origin: string;
  /** The API and the file host are fetched without credentials (CORS), images with: two connections. */
  anonymous: boolean;
}

/**
 * The other origins the first screen always reads from, each once: the API and the file and image hosts. The
 * shell's server announces them with its page (a `Link` header) and the page adds them again when it reads the
 * manifest, so a connection to each (DNS, TCP, TLS) is open before the first start-up request needs it.
 * Remotes are left out: a page uses one or two of the four, and the shell fetches those as soon as it knows the
 * route; a connection held open to each of the others costs every visit a socket (and held a remote's graceful
 * shutdown until the browser let the idle connection go).
 */
export function preconnectsOf(runtime: RuntimeConfig, pageOrigin: string): Preconnect[] {
  const wanted: [string, boolean][] = [
    [runtime.apiBase, true],
    [runtime.fileHost, true],
    [runtime.imageHost, false],
  ];
  const out: Preconnect[] = [];
  for (const [address, anonymous] of wanted) {
    let origin: string;
    try {
      origin = new URL(address, pageOrigin).origin;
    } catch {
      continue;
    }
    if (origin === pageOrigin || out.some((p) => p.origin === origin && p.anonymous === anonymous)) continue;
    out.push({ origin, anonymous });
  }
  return out;
}

/** The same origins as an HTTP `Link` header value; empty when the manifest names no other origin. */
export function preconnectLinkHeader(runtime: RuntimeConfig, pageOrigin: string): string {
  return preconnectsOf(runtime, pageOrigin)
    .map(({ origin, anonymous }) => `<${origin}>; rel=preconnect${anonymous ? '; crossorigin' : ''}`)
    .join(', ');
}
