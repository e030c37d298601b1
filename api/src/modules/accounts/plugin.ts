import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerLogoutRoutes } from './session/logout-routes';
import { registerVerificationRoutes } from './verification/routes';
import { resolveAuthSettings } from './auth-settings';
import { registerUserCenterRoutes } from './routes';

/**
 * Accounts (issue 4): human verification, codes, login, logout, registration, resets and uploads. The body parsers go on
 * the root (both plugins skip encapsulation): an encapsulated child context would boot the app at ready(), after
 * which the test apps can no longer add their clean-up hooks. Other routes validate their bodies with zod, so a
 * form or multipart body sent to them is still refused.
 */
export async function registerAccounts(
  app: FastifyInstance,
  context: AppContext,
  { maxFileBytes }: { maxFileBytes: number },
): Promise<void> {
  const settings = resolveAuthSettings(context.config);
  // The login call is form-encoded.
  await app.register(formbody, { bodyLimit: 8 * 1024 });
  await app.register(multipart, {
    // Two files, so a second one is refused with our own message rather than cut off silently.
    limits: { fileSize: maxFileBytes, files: 2, fields: 4, fieldSize: 1024, parts: 6 },
  });
  registerVerificationRoutes(app, context, settings);
  registerUserCenterRoutes(app, context, settings);
  registerLogoutRoutes(app, context);
}
