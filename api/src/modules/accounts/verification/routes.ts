import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CAPTCHA_TYPE,
  EMAIL_SEND_TYPE,
  challengeRequestSchema,
  endpoints,
  type SendCodeAnswer,
} from '@marathon/shared/api';
import type { AuthSettings } from '../../../platform/config/config';
import type { AppContext } from '../../../platform/context';
import { failures } from '../../../platform/http/api-failure';
import { noStore } from '../../../platform/http/http-cache';
import { route } from '../../../platform/http/route';
import { parseInput } from '../../../platform/http/validate';
import { findUserByEmail, findUserByPhone, type UserRow } from '../accounts';
import { knownDevice } from '../device-token';
import {
  checkResendGap,
  checkSendAllowed,
  discardCode,
  issueCode,
  noteDailyCeiling,
  noteFloodedTarget,
  type Channel,
} from './codes';
import { consumeChallenge, issueChallenge, solveChallenge } from './human-check';
import {
  codesDisabledFailure,
  emailSender,
  readOutbox,
  smsAdapter,
} from '../../../platform/messaging/senders';

/** The purpose a code is stored under: the captchaType, and for email also what it is for. */
export const emailPurpose = (sendType: number): number => CAPTCHA_TYPE.email * 10 + sendType;

/** Human verification, the two code sends and the development outbox. */
export function registerVerificationRoutes(
  app: FastifyInstance,
  context: AppContext,
  settings: AuthSettings,
): void {
  const { db } = context;
  const emails = emailSender(settings);
  const codeLimit = { rateLimit: { max: Math.max(settings.codesPerHour, 10), timeWindow: 60 * 60_000 } };

  if (settings.codesDisabled) {
    app.log.warn(
      'verification codes are disabled (CODES_DISABLED): code requests are refused, so sign-ups and password resets by code cannot finish',
    );
  }
  /** First of all, so a site that sends nothing spends no limit or slider and says why. */
  const refuseWhenDisabled = (): void => {
    if (settings.codesDisabled) throw codesDisabledFailure();
  };

  const challengeLimit = { rateLimit: { max: settings.challengesPerMinute, timeWindow: 60_000 } };

  route(
    app,
    endpoints.captchaChallenge,
    {
      config: challengeLimit,
      before: noStore,
      // No body asks for the default scene's fields: judged as an empty object, so the field is named.
      parseBody: (body) => parseInput(challengeRequestSchema, body ?? {}, 'body'),
    },
    async ({ body }) => issueChallenge(settings, body.scene),
  );

  route(app, endpoints.captchaVerify, { config: challengeLimit, before: noStore }, async ({ body }) => ({
    sig: await solveChallenge(db, settings, body),
  }));

  /**
   * The slider first, then the limits, then whether this target may have this code (`mayReceive`: registered or
   * not), then the 60 s resend gap, then the code. Each attempt spends its solved slider, refused or not: one solve
   * cannot be polled until a slowed target's opening comes (issue 41 item 2). Nothing before the slider depends on
   * whether the target has an account, so without a human check every target gets the same answer; after it, only
   * a device token of the target's own account (which only its owner holds) changes the limits.
   */
  async function send(
    request: FastifyRequest,
    fields: { target: string; purpose: number; channel: Channel },
    human: Parameters<typeof consumeChallenge>[2] & { deviceToken?: string | undefined },
    owner: () => Promise<UserRow | undefined>,
    mayReceive: () => Promise<void>,
    deliver: (code: string) => Promise<void>,
    /** Who carries it, for the metrics: the SMS provider, `smtp` or `outbox`. */
    provider: string,
  ): Promise<SendCodeAnswer> {
    await consumeChallenge(db, settings.captchaSecret, human);
    const account = human.deviceToken ? await owner() : undefined;
    const allowance = await checkSendAllowed(db, {
      target: fields.target,
      address: request.clientAddress,
      perAddressPerHour: settings.codesPerHour,
      knownDevice:
        account !== undefined && knownDevice(settings.captchaSecret, human.deviceToken, account.id) !== null,
      onDailyCeiling: async () => {
        if (await noteDailyCeiling(db, request.log, fields.target)) {
          app.metrics.codeDailyCeilings.inc({ channel: fields.channel });
        }
      },
    });
    await mayReceive();
    await checkResendGap(db, fields);
    const issued = await issueCode(db, settings.captchaSecret, {
      ...fields,
      ...allowance,
      address: request.clientAddress,
    });
    const counted = { channel: fields.channel, provider };
    try {
      await deliver(issued.code);
    } catch (error) {
      app.metrics.codeSends.inc({ ...counted, outcome: 'failed' });
      await discardCode(db, issued);
      throw error;
    }
    app.metrics.codeSends.inc({ ...counted, outcome: 'sent' });
    if (await noteFloodedTarget(db, request.log, fields.target, allowance.targetCodesThisHour + 1)) {
      app.metrics.floodedTargets.inc({ channel: fields.channel });
    }
    return { captchaCode: '', verificationToken: issued.verificationToken };
  }

  route(app, endpoints.sendPhoneCode, { config: codeLimit, before: noStore }, async ({ request, body }) => {
    refuseWhenDisabled();
    const adapter = smsAdapter(body.cloudType, settings, request.log);
    return send(
      request,
      { target: body.userPhone, purpose: body.captchaType, channel: 'sms' },
      body,
      () => findUserByPhone(db, body.userPhone),
      async () => {
        if (body.captchaType === CAPTCHA_TYPE.resetPhone && !(await findUserByPhone(db, body.userPhone))) {
          throw failures.badRequest('该手机号未注册', 'This mobile number is not registered');
        }
      },
      (code) => adapter.send({ target: body.userPhone, code, purpose: body.captchaType }),
      body.cloudType,
    );
  });

  route(app, endpoints.sendEmailCode, { config: codeLimit, before: noStore }, async ({ request, body }) => {
    refuseWhenDisabled();
    const purpose = emailPurpose(body.emailSendType);
    return send(
      request,
      { target: body.accountEmail, purpose, channel: 'email' },
      body,
      () => findUserByEmail(db, body.accountEmail),
      async () => {
        const registered = (await findUserByEmail(db, body.accountEmail)) !== undefined;
        if (body.emailSendType === EMAIL_SEND_TYPE.register && registered) {
          throw failures.badRequest('该邮箱已被注册', 'This email has already been registered');
        }
        if (body.emailSendType !== EMAIL_SEND_TYPE.register && !registered) {
          throw failures.badRequest('该邮箱未注册', 'This email is not registered');
        }
      },
      (code) => emails.send({ target: body.accountEmail, code, purpose }),
      settings.smtpUrl ? 'smtp' : 'outbox',
    );
  });

  if (settings.outboxEndpoint) {
    route(app, endpoints.devOutbox, { before: noStore }, async ({ query }) =>
      readOutbox(settings, query.target),
    );
  }
}
