import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import type { AuditTrail } from '../../kernel/audit-trail';
import type { AppContext } from '../../platform/context';
import { ApiFailure, bilingual } from '../../platform/http/api-failure';
import { auditOriginOf } from '../../platform/http/audit-origin';
import { sendBilingualPage } from '../../platform/http/bilingual-page';
import { route } from '../../platform/http/route';
import { sendToSegment } from './campaign';
import { renderOptOutPage } from './opt-out-page';
import { optOut, optOutTokens } from './opt-outs';
import { segmentRecipients } from './segment';
import { checkTemplate, renderMessage } from './template';

/** What the sweep needs of the messages: each account's opt-out link (null when the site cannot serve one). */
export interface Messages {
  optOutLink(userId: string): string | null;
}

/**
 * The organisers' messages to a segment (messages.send: a preview with the count, and the send, both audited) and
 * the runner's opt-out page. The sweep delivers the queued messages (main/ wires it with the season's notices).
 */
export function registerMessagesRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
  audit: AuditTrail,
  now: () => number,
): Messages {
  const tokens = optOutTokens(config.certificateKey);
  // Outside production the API's own address serves the link (the dev loop, the tests' sites).
  const linkBase =
    config.publicApiUrl ?? (config.nodeEnv === 'production' ? null : `http://localhost:${config.port}`);
  if (linkBase === null) {
    app.log.warn('PUBLIC_API_URL is not set: organisers’ messages are refused (their opt-out link needs it)');
  }
  const optOutLink = (userId: string) =>
    linkBase === null ? null : `${linkBase}${endpoints.messageOptOutPage.path}?t=${tokens.issue(userId)}`;
  const limited = { config: { rateLimit: { max: 30, timeWindow: 60_000 } } };

  route(app, endpoints.messagePreview, limited, async ({ request, body, staff, reply }) => {
    reply.header('cache-control', 'no-store');
    checkTemplate(body.template, body.segment);
    const { recipients, optedOut, unreachable } = await segmentRecipients(db, body);
    const first = recipients[0];
    // The preview shows a runner's name: a read of personal data, recorded.
    await audit.record(
      staff,
      { action: 'messages.preview', recordType: 'message-segment', recordId: segmentId(body) },
      auditOriginOf(request),
    );
    return {
      recipients: recipients.length,
      optedOut,
      unreachable,
      sample: first ? renderMessage(body.template, first) : null,
    };
  });

  route(app, endpoints.messageSend, limited, async ({ request, body, staff }) => {
    if (linkBase === null) {
      throw new ApiFailure(
        503,
        bilingual(
          '本站暂未开通组委会群发消息（缺少退订链接地址）',
          'This site does not send organisers’ messages at present (no address for the opt-out link)',
        ),
      );
    }
    const outcome = await sendToSegment(db, staff, body, now());
    if (outcome.created) {
      // Who sent what (the campaign row keeps the texts and the segment) to how many (the row's recipients).
      await audit.record(
        staff,
        { action: 'messages.send', recordType: 'message-campaign', recordId: outcome.campaignId },
        auditOriginOf(request),
      );
    }
    return { campaignId: outcome.campaignId, queued: outcome.queued };
  });

  route(app, endpoints.messageOptOutPage, {}, async ({ query, reply }) =>
    sendBilingualPage(
      reply,
      renderOptOutPage(tokens.read(query.t) === null ? { kind: 'invalid' } : { kind: 'ask', token: query.t }),
    ),
  );

  route(app, endpoints.messageOptOut, limited, async ({ body, reply }) => {
    const userId = tokens.read(body.t);
    if (userId === null) return sendBilingualPage(reply, renderOptOutPage({ kind: 'invalid' }));
    const stopped = await optOut(db, userId, now());
    return sendBilingualPage(reply, renderOptOutPage({ kind: stopped ? 'stopped' : 'already' }));
  });

  return { optOutLink };
}

const segmentId = (key: { year: number; segment: string; raceItem?: string | undefined }) =>
  `${key.year}/${key.segment}/${key.raceItem ?? 'all'}`;
