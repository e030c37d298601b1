import { z } from '../zod';

/** A host name as the browser reports it (`location.hostname`): letters, digits, hyphens and dots, no port. */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const domainNameSchema = z.string().trim().toLowerCase().min(1).max(253).regex(HOST_NAME);

/** Query of the domain lookup and of the site-config lookup. */
export const domainQuerySchema = z.object({ domainName: domainNameSchema });

/** Answer of the domain lookup; `data` is null when the domain is not bound to a race. */
export const domainBindingSchema = z.object({ raceId: z.string(), domainName: z.string() });
export type DomainBinding = z.infer<typeof domainBindingSchema>;

/** Every domain bound online to a race, lower case: the shell's server refuses any other Host before reading. */
export const boundDomainsSchema = z.object({ domains: z.array(z.string().max(253)) });

/** Race ids are opaque strings; a number is accepted because older clients send it so. */
export const raceIdSchema = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform(String)
  .pipe(
    z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
  );

export const raceBaseInfoRequestSchema = z.object({ raceId: raceIdSchema });

/** One item of the race (half marathon, fun run) and when it starts. */
export const raceItemTimeSchema = z.object({
  itemName: z.string(),
  itemNameEn: z.string().optional(),
  /** Kilometres; absent when the organiser does not publish it. */
  distanceKm: z.number().positive().optional(),
  startTime: z.number().int(),
  /** Minutes from the start after which the course closes. */
  cutOffMinutes: z.number().int().positive().optional(),
});
export type RaceItemTime = z.infer<typeof raceItemTimeSchema>;

const epochMs = z.number().int();

/**
 * Race information (the original service's field names, plus raceNameEn). Times are epoch milliseconds.
 * The status fields are integers whose values the original service does not document; the seed uses 1 for "yes / open".
 */
export const raceInfoSchema = z.object({
  raceId: z.string(),
  raceName: z.string(),
  raceNameEn: z.string().nullable(),
  startTime: epochMs,
  endTime: epochMs,
  signUpStartTime: epochMs.nullable(),
  signUpEndTime: epochMs.nullable(),
  showSignUpStartTime: epochMs.nullable(),
  showSignUpEndTime: epochMs.nullable(),
  provinceId: z.string().nullable(),
  cityId: z.string().nullable(),
  districtId: z.string().nullable(),
  detailAddress: z.string().nullable(),
  imgDetail: z.string().nullable(),
  itemTimeSetting: z.array(raceItemTimeSchema),
  raceCategoryId: z.string().nullable(),
  raceFeatures: z.string().nullable(),
  raceItemTypeName: z.string().nullable(),
  raceStatus: z.number().int(),
  progressStatus: z.number().int(),
  auditStatus: z.number().int(),
  submitStatus: z.number().int(),
  signUpOpenStatus: z.number().int(),
  signUpMaxNumber: z.number().int().nullable(),
  signUpUrl: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  organizationId: z.string().nullable(),
  createUser: z.string().nullable(),
  updateUser: z.string().nullable(),
});
export type RaceInfo = z.infer<typeof raceInfoSchema>;

/**
 * Answer of the site-config lookup; `data` is null when the domain is not bound. `uri` is relative
 * to the file host (FILE_HOST_PREFIX); `fileMd5` is the hex MD5 of that file, so a client may cache by it.
 */
export const siteConfigRefSchema = z.object({
  domainName: z.string(),
  fileMd5: z.string().regex(/^[a-f0-9]{32}$/),
  uri: z.string(),
});
export type SiteConfigRef = z.infer<typeof siteConfigRefSchema>;
