import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerApplicationRoutes } from './applications/routes';
import { registerReviewRoutes } from './applications/review-routes';
import type { Clock } from '../../kernel/clock';
import { createSignupConfigReader } from './config/load-signup-config';
import { raceScheduleOf, type FormWindowOf } from '../sites';
import { ownFormWindow } from './config/form-window';
import { registerSignupConfigRoute } from './config/routes';
import { signupConfigFor } from './config/signup-config';
import type { SignupDeps } from './deps';
import { registerMailingRoutes } from './mailing/routes';
import { registerMemberRoutes } from './member/routes';
import { registerRegistrationRoutes } from './registration/routes';
import { registerScoreRoutes } from './score/routes';

export interface SignupOptions {
  /** The clock the windows and deadlines are read against; tests set it. */
  now?: Clock;
  /** Whether a race item's entries are closed for its draw (the season answers): no new entry may join then. */
  entriesClosed?: (year: number, raceItem: string) => Promise<boolean>;
}

/** signup-center (issue 6): registrations, qualification applications, race-kit mailing and the member centre. */
export function registerSignup(app: FastifyInstance, context: AppContext, options: SignupOptions = {}): void {
  const readConfig = createSignupConfigReader(context.config.contentDir, context.publishedSiteFile);
  const production = context.config.nodeEnv === 'production';
  const deps: SignupDeps = {
    db: context.db,
    now: options.now ?? Date.now,
    configFor: (request) =>
      signupConfigFor(request, readConfig, (domain) => raceScheduleOf(context.db, domain), production),
    audit: context.audit,
    rateLimitPerMinute: context.config.rateLimitPerMinute,
    calendar: context.calendar,
    entriesClosed: options.entriesClosed ?? (() => Promise.resolve(false)),
  };
  registerSignupConfigRoute(app, deps);
  registerRegistrationRoutes(app, deps);
  registerApplicationRoutes(app, deps);
  registerReviewRoutes(app, deps);
  registerMailingRoutes(app, deps);
  registerScoreRoutes(app, deps);
  registerMemberRoutes(app, deps);
}

/** The sign-up's own window of a site's entry form, for the race information (sites' raceBaseInfo). */
export function signupFormWindows(context: AppContext): FormWindowOf {
  const read = createSignupConfigReader(context.config.contentDir, context.publishedSiteFile);
  const production = context.config.nodeEnv === 'production';
  return (request, raceId) => ownFormWindow(context.db, read, request, raceId, production);
}
