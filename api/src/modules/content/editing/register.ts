import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { sweepAlso } from '../../../platform/shared-state/sweep';
import { signUpOpeningsByDomain } from '../../sites';
import { PublishedFiles } from './published-files';
import { registerContentEditingRoutes } from './routes';
import { createContentEditing } from './workflow';

/**
 * Content edited in a browser: the editors' routes, the scheduled publishes (on the file host's check each
 * second, and on the shared-state sweep when no site file is asked for) and the published files the file host
 * serves. Answers the latter for registerContentValidation.
 */
export function registerContentEditing(
  app: FastifyInstance,
  context: AppContext,
  now: () => number = Date.now,
): PublishedFiles {
  const { db, config, audit } = context;
  let published: PublishedFiles | null = null;
  const editing = createContentEditing({
    db,
    contentDir: config.contentDir,
    audit,
    now,
    signupOpensAt: async (site) => {
      const row = (await signUpOpeningsByDomain(db)).find((opening) => opening.domain_name === site);
      return row?.sign_up_start_time == null ? undefined : Number(row.sign_up_start_time);
    },
    onPublish: () => published?.invalidate(),
  });
  published = new PublishedFiles(
    db,
    () => editing.publishDue(),
    (error) =>
      app.log.error({ err: error }, 'reading the published content failed; serving what was read last'),
    now,
  );
  registerContentEditingRoutes(app, { db, audit, editing, now });
  sweepAlso(db, async () => {
    await editing.publishDue().catch((error: unknown) => {
      app.log.error({ err: error }, 'publishing the scheduled content failed; it runs again');
    });
  });
  return published;
}
