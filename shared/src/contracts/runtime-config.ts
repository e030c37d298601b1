import * as z from 'zod/mini';

/**
 * The run-time manifest the shell's server serves (`/runtime-config.json`, never cached stale): where the API,
 * the file and image hosts and each remote live, and the environment settings (charity, apply-now, sub-sites). Nothing here is
 * baked into a build, so a team can move or redeploy its remote without rebuilding the shell.
 */
const url = z.string().check(z.minLength(1), z.maxLength(2000));

/** AES key (16, 24 or 32 characters) and IV (16) the login encrypts passwords with; the API holds the same pair. */
export const passwordCipherSchema = z.object({
  key: z
    .string()
    .check(z.refine((key) => [16, 24, 32].includes(key.length), 'must be 16, 24 or 32 characters')),
  iv: z.string().check(z.length(16)),
});

/** A site link of the environment: switched on with its address, or 'coming soon'; its name, or the site's default. */
const linkSetting = z.object({
  enabled: z.boolean(),
  url: z.optional(z.string()),
  label: z.optional(z.string()),
  labelEn: z.optional(z.string()),
});

export const runtimeConfigSchema = z.object({
  environment: z.enum(['development', 'production']),
  apiBase: url,
  fileHost: url,
  imageHost: url,
  mobileSite: z.optional(z.string()),
  remotes: z.object({ content: url, auth: url, search: url, signup: url, admin: url }),
  /** Read by the login at run time, so one build of remote-auth serves every deployment's key. */
  passwordCipher: passwordCipherSchema,
  translationFiles: z.array(z.string()),
  features: z.object({
    showCharity: z.boolean(),
    applyNow: z.object({ enabled: z.boolean(), showRegistrationDate: z.boolean() }),
    subSite: linkSetting,
    raceSite: linkSetting,
  }),
  /** Root domain and the domains of the two job-related sub-sites. */
  domains: z.optional(z.object({ root: z.optional(z.string()), jobSites: z.optional(z.array(z.string())) })),
  /** Member centre and registration links are relative to the site origin unless set. */
  memberCentrePath: z.optional(z.string()),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export type RemoteName = keyof RuntimeConfig['remotes'];

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  return runtimeConfigSchema.parse(value);
}
