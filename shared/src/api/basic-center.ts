import { z } from '../zod';

/** Answer of the token validity check (/api/common/getCommonInfo): who the live session is. */
export const commonInfoSchema = z.object({
  userId: z.string(),
  accountNo: z.string(),
  nick: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

/** A country of the built-in list. Mainland China, Hong Kong, Macao, Taiwan sort 1–4, others 100. */
export const countrySchema = z.object({
  /** The ISO 3166-1 numeric code as a number. */
  id: z.number().int(),
  twoCode: z.string().length(2),
  threeCode: z.string().length(3),
  /** The ISO 3166-1 numeric code, three digits with leading zeros. */
  numberCode: z.string().regex(/^\d{3}$/),
  cnName: z.string(),
  enName: z.string(),
  /** Display name (Chinese). */
  itemName: z.string(),
  /** Same as twoCode. */
  itemCode: z.string(),
  itemSort: z.number().int(),
  dictCode: z.literal('country'),
});
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = z.array(countrySchema);
