import {
  liveEventsQuerySchema,
  liveWatchAnswerSchema,
  liveWatchSchema,
  passingsAnswerSchema,
  passingsBodySchema,
  trackingAnswerSchema,
  trackingRequestSchema,
} from '../live';
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
  /** A runner reads or sets who may follow them live (public, by share code, hidden). */
  liveTracking: endpoint({
    method: 'POST',
    path: '/live/api/tracking',
    bodyKind: 'json',
    body: trackingRequestSchema,
    answer: trackingAnswerSchema,
    auth: 'token',
  }),
} as const;
