import { z } from '../zod';
import { RACE_ITEMS, raceYearSchema } from './search';

/**
 * The organisers' messages to a segment of an edition's registrants (issue "organisers' console"): who is in each
 * segment, the bilingual template with its placeholders, the count before sending and the send itself. A runner who
 * opted out of organisers' messages is never in a count; transactional notices (their own payment) still reach them.
 */
export const MESSAGE_SEGMENTS = ['won', 'not-won', 'waitlist', 'unpaid', 'paid'] as const;
export type MessageSegment = (typeof MESSAGE_SEGMENTS)[number];

/** What a template may say of its recipient, written `{name}` in the text. */
export const MESSAGE_PLACEHOLDERS = ['name', 'bib', 'raceItem', 'payBy', 'regNo', 'year'] as const;

const subject = z.string().trim().min(1).max(120);
const body = z.string().trim().min(1).max(2000);

/** The message in both languages, side by side: every recipient reads both. */
export const messageTemplateSchema = z
  .object({ subjectZh: subject, bodyZh: body, subjectEn: subject, bodyEn: body })
  .strict();
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

const segmentFields = {
  year: raceYearSchema,
  segment: z.enum(MESSAGE_SEGMENTS),
  /** One race item, or every race item of the edition when absent. */
  raceItem: z.enum(RACE_ITEMS).optional(),
  template: messageTemplateSchema,
};

export const messagePreviewSchema = z.object(segmentFields).strict();
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

const rendered = z.object({ subject: z.string(), body: z.string() });

export const messagePreviewAnswerSchema = z.object({
  /** Entries the message would be sent to (opted-out ones not counted). */
  recipients: z.number().int().min(0),
  /** Entries of the segment whose account opted out of organisers' messages. */
  optedOut: z.number().int().min(0),
  /** Entries of the segment with no account to reach (imported ones): not sent to, not counted. */
  unreachable: z.number().int().min(0),
  /** The message as the first recipient reads it, or null for an empty segment. */
  sample: z.object({ zh: rendered, en: rendered }).nullable(),
});
export type MessagePreviewAnswer = z.infer<typeof messagePreviewAnswerSchema>;

export const messageSendSchema = z
  .object({
    ...segmentFields,
    /** Made by the console once per message written: a second click or a resent call finds the same campaign. */
    sendId: z.string().uuid(),
    /** The count the organiser saw and confirmed: a segment that changed since is refused, to preview again. */
    confirmedCount: z.number().int().min(1).max(1_000_000),
  })
  .strict();
export type MessageSend = z.infer<typeof messageSendSchema>;

export const messageSendAnswerSchema = z.object({
  campaignId: z.string(),
  /** Messages queued for the sweep to deliver: the count confirmed (the same on a repeated call). */
  queued: z.number().int().min(0),
});

/** The opt-out link's token (in every segment message), and the page's button. */
export const messageOptOutQuerySchema = z.object({ t: z.string().min(16).max(400) }).strict();
export const messageOptOutBodySchema = z.object({ t: z.string().min(16).max(400) }).strict();
