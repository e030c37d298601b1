import { z } from 'zod';

/** A host name as a browser sends it (no port, no scheme), lower case: `localhost`, `www.example.com`. */
export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'is not a host name such as www.example.com (no scheme, no port, no path)',
  );

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00+08:00`)) && isRealDay(value),
    'is not a real date',
  );

function isRealDay(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
}

/** What `site create` needs; the dates are Beijing time, as the organiser publishes them. */
export const createSiteSchema = z
  .object({
    raceId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{1,39}$/, 'must be 2-40 letters, digits, _ or -, e.g. yzhm2026'),
    name: z.string().trim().min(2, 'must be at least 2 characters').max(100),
    nameEn: z.string().trim().min(2, 'must be at least 2 characters').max(200),
    raceDay: day,
    startTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM')
      .default('07:30'),
    signupStart: day.optional(),
    signupEnd: day.optional(),
    domains: z.array(domainSchema).min(1, 'name at least one --domain').max(10),
  })
  .superRefine((input, context) => {
    if (new Set(input.domains).size !== input.domains.length) {
      context.addIssue({ code: 'custom', path: ['domains'], message: 'names a domain twice' });
    }
    if (input.signupStart && input.signupEnd && input.signupStart > input.signupEnd) {
      context.addIssue({ code: 'custom', path: ['signupEnd'], message: 'is before --signup-start' });
    }
    if (input.signupEnd && input.signupEnd >= input.raceDay) {
      context.addIssue({ code: 'custom', path: ['signupEnd'], message: 'must be before the race day' });
    }
  });

export type CreateSiteInput = z.output<typeof createSiteSchema>;
