import type { FastifyInstance, FastifyRequest } from 'fastify';

export type MessageLanguage = 'zh' | 'en';

/**
 * A message the API writes, in both of the site's languages. The envelope's `msg` is rendered in the language
 * of the request (see registerMessageLanguage), so a visitor reads one language only.
 */
export class LocalizedText {
  constructor(
    readonly zh: string,
    readonly en: string,
  ) {}

  in(language: MessageLanguage): string {
    return language === 'en' ? this.en : this.zh;
  }

  /** Chinese, the site's default, wherever no request decides (logs, a payload serialized elsewhere). */
  toString(): string {
    return this.zh;
  }

  toJSON(): string {
    return this.zh;
  }
}

/**
 * The request's language from `Accept-Language` (the site's HTTP client sends the visitor's choice; a browser
 * sends its own otherwise): the first of zh or en named, by the order and weights given; Chinese by default.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): MessageLanguage {
  const header = request.headers['accept-language'];
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'zh';
  const ranked = value
    .slice(0, 256)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.split('-')[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => (entry.primary === 'zh' || entry.primary === 'en') && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.primary === 'en' ? 'en' : 'zh';
}

/** Adds a header name to Vary, keeping the names CORS and others put there. */
function withVary(current: unknown, name: string): string {
  const names = String(current ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  if (names.some((n) => n === '*' || n.toLowerCase() === name.toLowerCase())) return names.join(', ');
  return [...names, name].join(', ');
}

function isEnvelopeWithText(payload: unknown): payload is { msg: LocalizedText } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { msg?: unknown }).msg instanceof LocalizedText
  );
}

/**
 * Renders every envelope's `msg` in the request's language just before it is serialized: routes, the error
 * handler, the rate limit and the not-found answer all hand over a LocalizedText. Registered on the root
 * before any route plugin, so every context inherits it.
 */
export function registerMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!isEnvelopeWithText(payload)) return payload;
    // The answer depends on Accept-Language: a shared cache must not hand a Chinese answer to an English page.
    reply.header('vary', withVary(reply.getHeader('vary'), 'Accept-Language'));
    return { ...payload, msg: payload.msg.in(requestLanguage(request)) };
  });
}
