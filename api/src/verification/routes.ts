import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  CAPTCHA_TYPE,
  EMAIL_SEND_TYPE,
  challengeRequestSchema,
  sendEmailCodeSchema,
  sendPhoneCodeSchema,
  verifyChallengeSchema,
  type ApiEnvelope,
  type ChallengeAnswer,
  type OutboxEntry,
  type SendCodeAnswer,
} from '@marathon/shared/api';
import { z } from 'zod';
import type { AuthSettings } from '../config';
import type { AppContext } from '../context';
import { failures } from '../http/api-failure';
import { ok } from '../http/envelope';
import { parseInput } from '../http/validate';
import { findUserByEmail, findUserByPhone } from '../user-center/accounts';
import { checkSendAllowed, discardCode, issueCode, type Channel } from './codes';
import { consumeChallenge, issueChallenge, solveChallenge } from './human-check';
import { emailSender, readOutbox, smsAdapter } from './senders';

/** The purpose a code is stored under: the captchaType, and for email also what it is for. */
export const emailPurpose = (sendType: number): number => CAPTCHA_TYPE.email * 10 + sendType;

const NO_STORE = 'no-store';

/** Human verification, the two code sends and the development outbox. */
export function registerVerificationRoutes(
  app: FastifyInstance,
  context: AppContext,
  settings: AuthSettings,
): void {
  const { db } = context;
  const emails = emailSender(settings);
  const codeLimit = { rateLimit: { max: Math.max(settings.codesPerHour, 10), timeWindow: 60 * 60_000 } };

  app.post(
    API_PATHS.captchaChallenge,
    { config: { rateLimit: { max: settings.challengesPerMinute, timeWindow: 60_000 } } },
    async (request, reply): Promise<ApiEnvelope<ChallengeAnswer>> => {
      reply.header('cache-control', NO_STORE);
      const { scene } = parseInput(challengeRequestSchema, request.body ?? {}, 'body');
      return ok(await issueChallenge(settings, scene));
    },
  );

  app.post(
    API_PATHS.captchaVerify,
    { config: { rateLimit: { max: settings.challengesPerMinute, timeWindow: 60_000 } } },
    async (request, reply): Promise<ApiEnvelope<{ sig: string }>> => {
      reply.header('cache-control', NO_STORE);
      const answer = parseInput(verifyChallengeSchema, request.body, 'body');
      return ok({ sig: await solveChallenge(db, settings, answer) });
    },
  );

  /** Limits, then the slider, then the code: a refused send writes nothing and spends no challenge. */
  async function send(
    request: { ip: string },
    fields: { target: string; purpose: number; channel: Channel },
    human: Parameters<typeof consumeChallenge>[2],
    deliver: (code: string) => Promise<void>,
  ): Promise<SendCodeAnswer> {
    await checkSendAllowed(db, {
      target: fields.target,
      purpose: fields.purpose,
      address: request.ip,
      perAddressPerHour: settings.codesPerHour,
    });
    await consumeChallenge(db, settings.captchaSecret, human);
    const issued = await issueCode(db, settings.captchaSecret, { ...fields, address: request.ip });
    try {
      await deliver(issued.code);
    } catch (error) {
      await discardCode(db, issued.id);
      throw error;
    }
    return { captchaCode: '', verificationToken: issued.verificationToken };
  }

  app.post(API_PATHS.sendPhoneCode, { config: codeLimit }, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    const body = parseInput(sendPhoneCodeSchema, request.body, 'body');
    if (body.captchaType === CAPTCHA_TYPE.resetPhone && !(await findUserByPhone(db, body.userPhone))) {
      throw failures.badRequest('该手机号未注册', 'This mobile number is not registered');
    }
    const adapter = smsAdapter(body.cloudType, settings, request.log);
    return ok(
      await send(
        request,
        { target: body.userPhone, purpose: body.captchaType, channel: 'sms' },
        body,
        (code) => adapter.send({ target: body.userPhone, code, purpose: body.captchaType }),
      ),
    );
  });

  app.post(API_PATHS.sendEmailCode, { config: codeLimit }, async (request, reply) => {
    reply.header('cache-control', NO_STORE);
    const body = parseInput(sendEmailCodeSchema, request.body, 'body');
    const registered = (await findUserByEmail(db, body.accountEmail)) !== undefined;
    if (body.emailSendType === EMAIL_SEND_TYPE.register && registered) {
      throw failures.badRequest('该邮箱已被注册', 'This email has already been registered');
    }
    if (body.emailSendType === EMAIL_SEND_TYPE.reset && !registered) {
      throw failures.badRequest('该邮箱未注册', 'This email is not registered');
    }
    const purpose = emailPurpose(body.emailSendType);
    return ok(
      await send(request, { target: body.accountEmail, purpose, channel: 'email' }, body, (code) =>
        emails.send({ target: body.accountEmail, code, purpose }),
      ),
    );
  });

  if (settings.outboxEndpoint) {
    const query = z.object({ target: z.string().trim().toLowerCase().min(1).max(254) });
    app.get(API_PATHS.devOutbox, async (request, reply): Promise<ApiEnvelope<OutboxEntry[]>> => {
      reply.header('cache-control', NO_STORE);
      const { target } = parseInput(query, request.query, 'query');
      return ok(await readOutbox(settings, target));
    });
  }
}
