import type { FastifyBaseLogger } from 'fastify';
import type { RuntimeConfig } from '@marathon/shared/contracts';
import type { Language } from '@marathon/shared/language-cookie';
import { escapeHtml as e } from '../html-escape';
import type { InternalApi } from '../internal-api/api-client';
import { KeptReads } from '../kept-reads';
import { CARD_PICTURE_TYPES, cardSvg, CARD, type CardPicture } from './card-svg';
import { drawCard } from './draw-card';

/** Where a page's preview card is served: its route path, list item and language in the query. */
export const SHARE_CARD_PATH = '/share-card.png';

/** A page's card address on `origin` (the share origin). */
export function shareCardAddress(
  origin: string,
  path: string,
  id: string | null,
  language: Language,
): string {
  const query = new URLSearchParams({ path, ...(id !== null ? { id } : {}), lang: language });
  return `${origin}${SHARE_CARD_PATH}?${query}`;
}

/** The Open Graph and X tags of a preview image: its address, type, size and words for those who cannot see it. */
export function imageTags(image: { url: string; width: number; height: number; alt: string }): string {
  return [
    `<meta property="og:image" content="${e(image.url)}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${image.width}">`,
    `<meta property="og:image:height" content="${image.height}">`,
    `<meta property="og:image:alt" content="${e(image.alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:image" content="${e(image.url)}">`,
  ].join('\n');
}

/** A card's tags for the page it previews. */
export const cardImageTags = (url: string, alt: string): string =>
  imageTags({ url, width: CARD.width, height: CARD.height, alt });

/** The largest picture a card is drawn from: a content picture, not a file of any size a host may hold. */
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const PICTURE_TIMEOUT_MS = 3_000;
/** Cards kept: one per page and language of the site's few domains (each about 20–300 KB). */
const MAX_CARDS = 64;

/** What a card is drawn from. */
export interface CardJob {
  siteName: string;
  title: string;
  language: Language;
  /** The page's picture (absolute), or none. */
  picture: string | null;
  runtime: Pick<RuntimeConfig, 'apiBase'>;
}

/**
 * The preview cards of the site's pages (PNG, 1200 × 630: what WeChat, Facebook and X take), each drawn once per
 * page, content version and language, and kept. The page's picture comes from the site's content (an SVG banner is
 * drawn to a PNG first, with the card's font); a picture that cannot be read gives a card without it, which is not
 * kept, so the next preview tries again.
 */
export class ShareCards {
  private readonly cards: KeptReads<{ png: Buffer; complete: boolean }, CardJob>;

  constructor(api: InternalApi, log: FastifyBaseLogger) {
    this.cards = new KeptReads({
      max: MAX_CARDS,
      freshMs: Infinity,
      keep: (card) => card.complete,
      load: async (_key, job) => {
        let picture: CardPicture | null = null;
        let complete = true;
        if (job.picture) {
          const read = await api.bytes(job.picture, job.runtime, {
            timeoutMs: PICTURE_TIMEOUT_MS,
            maxBytes: MAX_PICTURE_BYTES,
          });
          if ('data' in read) {
            picture = await asPicture(read.data, job.picture).catch((error: unknown) => {
              log.warn(
                { picture: job.picture, err: (error as Error).message },
                'share card: a picture not drawn',
              );
              return null;
            });
          } else if ('unavailable' in read) {
            complete = false;
            log.warn({ picture: job.picture, err: read.unavailable }, 'share card: a picture not read');
          }
        }
        return { png: await drawCard(cardSvg(job, picture)), complete };
      },
    });
  }

  /** The card for `key` (the page, its content's version and the language), drawn from `job` the first time. */
  async card(key: string, job: CardJob): Promise<Buffer> {
    return (await this.cards.read(key, job)).png;
  }
}

/** A picture a card can hold: PNG, JPEG and GIF as they are, an SVG drawn to a PNG as wide as the card. */
async function asPicture(file: { type: string; body: Buffer }, url: string): Promise<CardPicture | null> {
  const type = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'image/svg+xml' || (!type && /\.svg$/i.test(new URL(url).pathname))) {
    return { type: 'image/png', body: await drawCard(file.body, CARD.width) };
  }
  const known = CARD_PICTURE_TYPES.find((candidate) => candidate === type);
  return known ? { type: known, body: file.body } : null;
}
