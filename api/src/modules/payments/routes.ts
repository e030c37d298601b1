import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, MEMBER_CENTRE_PATH, type PaymentProviderName } from '@marathon/shared/api';
import { failures } from '../../platform/http/api-failure';
import { sendBilingualPage } from '../../platform/http/bilingual-page';
import { route } from '../../platform/http/route';
import { renderDevCheckout } from './dev-checkout-page';
import type { DevProvider } from './dev-provider';
import type { NotificationResult, Payments } from './payments';
import { PaymentRefusal } from './refusal';

export interface PaymentsRoutesDeps {
  payments: Payments;
  /** The providers this deployment offers, in the order the runner is shown them. */
  providers: readonly PaymentProviderName[];
  /** The development stand-in, in the local mode only: its checkout page is served then, never otherwise. */
  dev: DevProvider | null;
  signedUpFor(userId: string, year: number, regNo: number): Promise<boolean>;
  /** The site a request came from (a site the API serves), where the stand-in sends the runner back. */
  siteOf(request: FastifyRequest): string;
}

/** A notification's exact bytes: the signature covers them, so nothing may parse them first. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

const refusalFailure = (refusal: PaymentRefusal) => failures.badRequest(refusal.zh, refusal.en);

/** How each provider wants its notification answered: acknowledged (it stops retrying) or refused (it retries). */
const ANSWERS: Record<
  PaymentProviderName,
  { ok(reply: FastifyReply): FastifyReply; refused(reply: FastifyReply, text: string): FastifyReply }
> = {
  // WeChat Pay API v3: 204 without a body acknowledges; a 4xx with { code: 'FAIL', message } asks again later.
  wechat: {
    ok: (reply) => reply.code(204).send(),
    refused: (reply, text) => reply.code(400).type('application/json').send({ code: 'FAIL', message: text }),
  },
  // Alipay: the plain text `success` acknowledges; anything else is retried.
  alipay: {
    ok: (reply) => reply.code(200).type('text/plain').send('success'),
    refused: (reply, text) => reply.code(400).type('text/plain').send(`fail: ${text}`),
  },
  dev: {
    ok: (reply) => reply.code(200).type('application/json').send({ ok: true }),
    refused: (reply, text) => reply.code(400).type('application/json').send({ ok: false, message: text }),
  },
};

const NOTIFY_ENDPOINTS = {
  dev: endpoints.paymentNotifyDev,
  wechat: endpoints.paymentNotifyWechat,
  alipay: endpoints.paymentNotifyAlipay,
} as const;

function headersOf(request: FastifyRequest): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  );
}

/**
 * Paying for a won place: the providers offered, the runner's checkout (their own won entry only), each provider's
 * notification (verified, applied once), and in the local mode the development stand-in's cashier page.
 */
export function registerPaymentsRoutes(app: FastifyInstance, deps: PaymentsRoutesDeps): void {
  const { payments } = deps;
  route(app, endpoints.paymentProviders, {}, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { providers: [...deps.providers] };
  });

  route(
    app,
    endpoints.paymentCheckout,
    { config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    async ({ body, session }) => {
      if (!(await deps.signedUpFor(session.userId, body.year, body.regNo))) {
        throw failures.badRequest(
          '这不是您的报名，不能为它付款',
          'This entry is not yours, so you cannot pay for it',
        );
      }
      if (!deps.providers.includes(body.provider))
        throw refusalFailure(new PaymentRefusal('unknown-provider'));
      try {
        return await payments.startCheckout(body.year, body.regNo, body.provider);
      } catch (error) {
        if (error instanceof PaymentRefusal && error.reason === 'unknown-order') {
          throw failures.badRequest(
            '这个报名没有待支付的订单（只有中签的报名需要缴费）',
            'This entry has no order to pay (only a place won in the draw is paid for)',
          );
        }
        if (error instanceof PaymentRefusal) throw refusalFailure(error);
        throw error;
      }
    },
  );

  // The notifications in a scope of their own, where every body is kept as the text that arrived.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    for (const name of Object.keys(NOTIFY_ENDPOINTS) as PaymentProviderName[]) {
      route(scope, NOTIFY_ENDPOINTS[name], {}, async ({ request, reply }) => {
        const answer = ANSWERS[name];
        if (!deps.providers.includes(name)) {
          const refusal = new PaymentRefusal('unknown-provider');
          return answer.refused(reply, `${refusal.zh} / ${refusal.en}`);
        }
        let result: NotificationResult;
        try {
          const body = typeof request.body === 'string' ? request.body : '';
          result = await payments.handleNotification(name, { headers: headersOf(request), body });
        } catch (error) {
          if (!(error instanceof PaymentRefusal)) throw error;
          // Refused and nothing changed; the reason is logged (a notification carries no secret of ours).
          request.log.warn({ provider: name, reason: error.reason }, 'payment notification refused');
          return answer.refused(reply, `${error.zh} / ${error.en}`);
        }
        request.log.info({ provider: name, result }, 'payment notification');
        return answer.ok(reply);
      });
    }
  });

  const dev = deps.dev;
  if (!dev) return;
  const refusedPage = (reply: FastifyReply, refusal: PaymentRefusal, back: string | null, status: number) =>
    sendBilingualPage(
      reply,
      renderDevCheckout({ kind: 'refused', zh: refusal.zh, en: refusal.en, back }),
      status,
    );
  const isSite = (back: string, request: FastifyRequest): boolean => {
    try {
      return new URL(back).origin === new URL(deps.siteOf(request)).origin;
    } catch {
      return false;
    }
  };
  route(app, endpoints.devCheckoutPage, {}, async ({ query, request, reply }) => {
    const back = `${deps.siteOf(request).replace(/\/+$/, '')}/${MEMBER_CENTRE_PATH}`;
    const order = await payments.orderByNo(query.order);
    if (!order || order.provider !== 'dev') {
      return refusedPage(reply, new PaymentRefusal('unknown-order'), back, 404);
    }
    if (order.state !== 'open') {
      return refusedPage(reply, new PaymentRefusal('not-open'), back, 400);
    }
    return sendBilingualPage(
      reply,
      renderDevCheckout({
        kind: 'ask',
        orderNo: order.orderNo,
        amountFen: order.amountFen,
        payBy: order.payBy,
        back,
      }),
    );
  });
  route(app, endpoints.devCheckoutPay, {}, async ({ body, request, reply }) => {
    // The way back is followed only to a site the API serves; another address is dropped.
    const back = body.back && isSite(body.back, request) ? body.back : null;
    const order = await payments.orderByNo(body.order);
    if (!order || order.provider !== 'dev') {
      return refusedPage(reply, new PaymentRefusal('unknown-order'), back, 404);
    }
    if (body.action === 'cancel')
      return sendBilingualPage(reply, renderDevCheckout({ kind: 'cancelled', back: back ?? '' }));
    try {
      // The stand-in takes the money and notifies as a real provider does: signed, then verified on arrival.
      const notification = dev.pay(order.orderNo, order.amountFen);
      await payments.handleNotification('dev', notification);
    } catch (error) {
      return refusedPage(
        reply,
        error instanceof PaymentRefusal ? error : new PaymentRefusal('not-open'),
        back,
        400,
      );
    }
    return sendBilingualPage(reply, renderDevCheckout({ kind: 'paid', back: back ?? '' }));
  });
}
