import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CONTENT_PATHS,
  cloudConfigSchema,
  endpoints,
  siteConfigSchema,
  translationFileSchema,
} from '@marathon/shared/api';
import { parseRuntimeConfig, type RuntimeConfig, type StartupData } from '@marathon/shared/contracts';
import { withHost } from '@marathon/shared/url';
import type { ApiOutcome, InternalApi, Schema } from './internal-api/api-client';

/** The two answers the second round of reads depends on. */
export interface Binding {
  raceId: string;
  uri: string;
}

/**
 * What one read of a domain's start-up answers found:
 * - the data, with its version (a hash of it, made once per read) and the binding it was read with; `away` when
 *   the API could not be read since (the data is the last good read's);
 * - the domain bound to no race or site (an answer);
 * - nothing usable: the API away or an answer that fails its schema, with the reason (and the binding a read
 *   found before, for the next read to start from).
 */
export type StartupRead =
  | { data: StartupData; version: string; binding: Binding; away?: string }
  | { unbound: true }
  | { unavailable: string; binding?: Binding };

/** A failed answer, thrown out of the read with its reason. */
class Unusable extends Error {}

function dataOf<T>(outcome: ApiOutcome<T>): T {
  if ('data' in outcome) return outcome.data;
  throw new Unusable('refused' in outcome ? `refused: ${outcome.refused.msg}` : outcome.unavailable);
}

/**
 * The API's and file host's answers the shell reads at start-up, fetched side by side through the internal client.
 * The race's information and the site config depend on the binding's raceId and the site-config reference's uri;
 * with those of the last read (`guess`), they are asked beside the first round and used when the first round
 * confirms them, so a read usually waits for one round of requests instead of two. Each answer is checked with the
 * schema the shell would apply to it, and the checked value is what the page carries.
 */
export async function readStartupData(
  api: InternalApi,
  runtime: RuntimeConfig,
  domainName: string,
  { guess, timeoutMs, log }: { guess: Binding | undefined; timeoutMs: number; log: FastifyBaseLogger },
): Promise<StartupRead> {
  const options = { timeoutMs };
  const file = <T>(path: string, schema: Schema<T>) =>
    api.file(withHost(path, runtime.fileHost), schema, runtime, options);
  const secondRound = ({ raceId, uri }: Binding) =>
    Promise.all([
      api.call(endpoints.raceBaseInfo, { body: { raceId } }, options),
      file(uri, siteConfigSchema),
    ]);
  const guessed = guess ? secondRound(guess) : null;
  const query = { domainName };
  const files = runtime.translationFiles.length > 0 ? runtime.translationFiles : CONTENT_PATHS.translations;
  try {
    const [binding, siteRef, cloud, translations] = await Promise.all([
      api.call(endpoints.websiteDomain, { query }, options),
      api.call(endpoints.siteConfig, { query }, options),
      file(CONTENT_PATHS.cloudConfig(domainName), cloudConfigSchema),
      Promise.all(
        files.map(async (path) => {
          const read = await file(path, translationFileSchema);
          if ('data' in read) return read.data;
          // Left out: the page still starts, and the shell fetches the file itself.
          log.warn(
            { file: path, err: 'refused' in read ? read.refused.msg : read.unavailable },
            'startup page: a translation file left out',
          );
          return null;
        }),
      ),
    ]);
    const bound = dataOf(binding);
    const ref = dataOf(siteRef);
    if (!bound?.raceId || !ref?.uri) return { unbound: true };
    const found = { raceId: bound.raceId, uri: ref.uri };
    const [info, siteConfig] =
      guessed && guess?.raceId === found.raceId && guess.uri === found.uri
        ? await guessed
        : await secondRound(found);
    const data: StartupData = {
      domainName,
      runtime: parseRuntimeConfig(runtime),
      binding: bound,
      info: dataOf(info),
      siteConfig: dataOf(siteConfig),
      cloud: dataOf(cloud),
      translations: translations.filter((entry) => entry !== null),
    };
    const version = createHash('sha1').update(JSON.stringify(data)).digest('base64');
    return { data, version, binding: found };
  } catch (error) {
    if (error instanceof Unusable) return { unavailable: error.message };
    throw error;
  }
}
