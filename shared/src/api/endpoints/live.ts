import {
  alertCancelAnswerSchema,
  alertCancelSchema,
  alertListAnswerSchema,
  alertListQuerySchema,
  alertRequestSchema,
  alertStopBodySchema,
  alertStopQuerySchema,
  liveAlertSchema,
  followedAnswerSchema,
  followedListSchema,
  liveEventsQuerySchema,
  liveWatchAnswerSchema,
  liveWatchSchema,
  passingsAnswerSchema,
  passingsBodySchema,
  trackingAnswerSchema,
  trackingRequestSchema,
} from '../live';
import { liveRunnerSearchAnswerSchema, liveRunnerSearchQuerySchema } from '../live-runner-search';
import { endpoint, FILE_ANSWER } from './define';

/** Race day, live: the timing feed, the runners' live state and events, follows, alerts and each runner's choice. */
export const liveEndpoints = {
  /** The timing company's passings and statuses (header `x-timing-key`): idempotent, each item answered. */
  livePassings: endpoint({
    method: 'POST',
    path: '/live/api/passings',
    bodyKind: 'json',
    body: passingsBodySchema,
    answer: passingsAnswerSchema,
    auth: 'timingKey',
  }),
  /** The state of up to ten runners, and the ticket their events stream is opened with. */
  liveWatch: endpoint({
    method: 'POST',
    path: '/live/api/watch',
    bodyKind: 'json',
    body: liveWatchSchema,
    answer: liveWatchAnswerSchema,
    auth: 'public',
  }),
  /** Server-Sent Events: every change of the watched runners, pushed by whichever API process hears of it. */
  liveEvents: endpoint({
    method: 'GET',
    path: '/live/api/events',
    bodyKind: 'none',
    query: liveEventsQuerySchema,
    answer: FILE_ANSWER,
    auth: 'public',
  }),
  /** Race day: the start list's runners by name or pinyin (public tracking only), to follow one by bib. */
  liveRunnerSearch: endpoint({
    method: 'GET',
    path: '/live/api/runners',
    bodyKind: 'none',
    query: liveRunnerSearchQuerySchema,
    answer: liveRunnerSearchAnswerSchema,
    auth: 'public',
  }),
  /** A runner reads or sets who may follow them live (public, by share code, hidden). */
  liveTracking: endpoint({
    method: 'POST',
    path: '/live/api/tracking',
    bodyKind: 'json',
    body: trackingRequestSchema,
    answer: trackingAnswerSchema,
    auth: 'token',
  }),
  /** A logged-in follower asks for an alert when a runner finishes (and at one point), to the account's own phone or e-mail. */
  liveAlertCreate: endpoint({
    method: 'POST',
    path: '/live/api/alerts',
    bodyKind: 'json',
    body: alertRequestSchema,
    answer: liveAlertSchema,
    auth: 'token',
  }),
  /** The account's alerts of a year, and where its alerts may go. */
  liveAlertList: endpoint({
    method: 'GET',
    path: '/live/api/alerts',
    bodyKind: 'none',
    query: alertListQuerySchema,
    answer: alertListAnswerSchema,
    auth: 'token',
  }),
  /** The account stops one of its alerts. */
  liveAlertCancel: endpoint({
    method: 'POST',
    path: '/live/api/alerts/cancel',
    bodyKind: 'json',
    body: alertCancelSchema,
    answer: alertCancelAnswerSchema,
    auth: 'token',
  }),
  /** The opt-out link of a message: a bilingual page with a button (a GET alone stops nothing: scanners prefetch). */
  liveAlertStopPage: endpoint({
    method: 'GET',
    path: '/live/api/alerts/stop',
    bodyKind: 'none',
    query: alertStopQuerySchema,
    answer: FILE_ANSWER,
    auth: 'public',
  }),
  /** The opt-out page's button: stops the alert its signed token names, and answers a page saying so. */
  liveAlertStop: endpoint({
    method: 'POST',
    path: '/live/api/alerts/stop',
    bodyKind: 'form',
    body: alertStopBodySchema,
    answer: FILE_ANSWER,
    auth: 'public',
  }),
  /** The runners a logged-in runner's account follows (the member centre's list; "my runners" when logged in). */
  liveFollowedRead: endpoint({
    method: 'GET',
    path: '/live/api/followed',
    bodyKind: 'none',
    answer: followedAnswerSchema,
    auth: 'token',
  }),
  /** Replaces the account's list (at most ten; an edit in the member centre or on a result page). */
  liveFollowedSave: endpoint({
    method: 'POST',
    path: '/live/api/followed',
    bodyKind: 'json',
    body: followedListSchema,
    answer: followedAnswerSchema,
    auth: 'token',
  }),
  /** At login: adds this browser's runners after the account's own; those beyond ten come back as not kept. */
  liveFollowedMerge: endpoint({
    method: 'POST',
    path: '/live/api/followed/merge',
    bodyKind: 'json',
    body: followedListSchema,
    answer: followedAnswerSchema,
    auth: 'token',
  }),
} as const;
