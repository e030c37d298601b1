import { z } from '../zod';
import { scoreAnswerSchema } from './search';

/**
 * A certificate's verification code: year, bib, the chip time it was issued for (seconds, base 36) and a signature
 * of those (ten characters of Crockford base 32), e.g. 2024-10086-1K3F-7Q2MXA9KTR. Typed or scanned, any case.
 */
export const CERTIFICATE_CODE = /^(\d{4})-([A-Z]?\d{1,7})-([0-9A-Z]{1,5})-([0-9A-HJKMNP-TV-Z]{10})$/;

/** The phone site's verification page of a code: what a certificate's QR code opens (no server route needed). */
export const certificateVerifyPath = (code: string): string => `/m/#/verify/${encodeURIComponent(code)}`;

export const verifyCertificateQuerySchema = z
  .object({
    code: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.string().min(1).max(40),
    ),
  })
  .strict();

/**
 * What a code says: `genuine` (signed by us and the official result is what it was issued for), `changed` (signed
 * by us, but the official result has changed since: corrected, or a DNF/DQ), `forged` (not signed by us, or not a
 * code at all), `unknown` (signed, but no official result holds that bib now).
 */
export const certificateVerificationSchema = z.object({
  verdict: z.enum(['genuine', 'changed', 'forged', 'unknown']),
  /** What the code claims, when it has the shape of a code. */
  issued: z.object({ year: z.number().int(), bib: z.string(), chipTimeMs: z.number().int() }).nullable(),
  /** The official result now, for a genuine or changed code; never for a forged one. */
  result: scoreAnswerSchema.nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
