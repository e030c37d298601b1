import * as z from 'zod/mini';

/**
 * The run-time manifest the shell's server serves (`/runtime-config.json`, never cached stale): where the API,
 * the file and image hosts and each remote live, and the environment settings (charity, apply-now, sub-sites). Nothing here is
 * baked into a build, so a team can move or redeploy its remote without rebuilding the shell.
 */
const url = z.string().check(z.minLength(1), z.maxLength(2000));

const linkSetting = z.object({ enabled: z.boolean(), url: z.optional(z.string()) });

export const runtimeConfigSchema = z.object({
  environment: z.enum(['development', 'production']),
  apiBase: url,
  fileHost: url,
  imageHost: url,
  mobileSite: z.optional(z.string()),
  remotes: z.object({ content: url, auth: url, search: url, signup: url }),
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
