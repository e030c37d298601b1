import { api } from '@marathon/shared';
import { endpoints } from '@marathon/shared/api';
import { staffCall } from '../api/staff-call';

export interface ReviewLink {
  href: string;
  expiresAt: number;
}

/**
 * A signed address of a runner's private upload, asked for when the reviewer opens it (never before: the API
 * records each link it hands out with who asked), on the API's origin.
 */
export async function reviewLink(url: string): Promise<ReviewLink> {
  const answer = await staffCall(endpoints.uploadLinkForReview, { body: { url }, silent: true });
  return { href: `${api().baseURL.replace(/\/+$/, '')}${answer.url}`, expiresAt: answer.expiresAt };
}

const IMAGE = /\.(jpe?g|png|gif|webp|bmp)$/i;

/** Whether the stored file is an image, shown in the page's viewer (anything else opens in a new tab). */
export const isImageUpload = (url: string): boolean => IMAGE.test(url);
