import {
  drawKeySchema,
  drawOverviewSchema,
  drawRunSchema,
  drawStatusSchema,
  publicDrawQuerySchema,
  publicDrawSchema,
  seedCommitSchema,
  seedRevealSchema,
  waitlistRoundAnswerSchema,
  withdrawAnswerSchema,
  withdrawSchema,
} from '../season';
import { endpoint } from './define';

const manage = { auth: 'staff', permission: 'season.manage' } as const;

/** The season's draw: the organiser's steps (season.manage, audited), its public record, the runner's withdrawal. */
export const seasonEndpoints = {
  /** Where a race item's draw stands for the organiser: places, applicants, the step reached. */
  drawOverview: endpoint({
    method: 'GET',
    path: '/season/api/draw/overview',
    bodyKind: 'none',
    query: publicDrawQuerySchema,
    answer: drawOverviewSchema,
    ...manage,
  }),
  drawCommitSeed: endpoint({
    method: 'POST',
    path: '/season/api/draw/commit',
    bodyKind: 'json',
    body: seedCommitSchema,
    answer: drawStatusSchema,
    ...manage,
  }),
  drawCloseEntries: endpoint({
    method: 'POST',
    path: '/season/api/draw/close',
    bodyKind: 'json',
    body: drawKeySchema,
    answer: drawStatusSchema,
    ...manage,
  }),
  drawRun: endpoint({
    method: 'POST',
    path: '/season/api/draw/run',
    bodyKind: 'json',
    body: drawRunSchema,
    answer: drawStatusSchema,
    ...manage,
  }),
  drawReveal: endpoint({
    method: 'POST',
    path: '/season/api/draw/reveal',
    bodyKind: 'json',
    body: seedRevealSchema,
    answer: drawStatusSchema,
    ...manage,
  }),
  drawWaitlistRound: endpoint({
    method: 'POST',
    path: '/season/api/draw/waitlist-round',
    bodyKind: 'json',
    body: drawKeySchema,
    answer: waitlistRoundAnswerSchema,
    ...manage,
  }),
  /** Anyone: the hash (before entries close), the seed once revealed, the entries and the order. */
  drawPublic: endpoint({
    method: 'GET',
    path: '/season/api/draw',
    bodyKind: 'none',
    query: publicDrawQuerySchema,
    answer: publicDrawSchema,
    auth: 'public',
  }),
  /** The runner withdraws an entry of theirs: refunded by the edition's dated tier; the place goes to the waitlist. */
  seasonWithdraw: endpoint({
    method: 'POST',
    path: '/season/api/withdraw',
    bodyKind: 'json',
    body: withdrawSchema,
    answer: withdrawAnswerSchema,
    auth: 'token',
  }),
} as const;
