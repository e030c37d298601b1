import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@marathon/shared/api';
import { buildTestApp, testConfig } from '../test-support/test-app';
import { configuredProviders } from './payment-providers';

/*
 * The development stand-in takes no money: a production API must neither offer it, nor serve its cashier page,
 * nor accept its notifications, whatever else is configured.
 */

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the payment providers of a deployment', () => {
  it('outside production: the stand-in, its cashier page on the public API address', async () => {
    const providers = configuredProviders(
      testConfig({ nodeEnv: 'development', publicApiUrl: 'https://api.example/' }),
      () => Date.UTC(2027, 2, 1),
    );
    expect(providers.names).toEqual(['dev']);
    expect(providers.byName.dev).toBe(providers.dev);
    const checkout = await providers.dev?.checkout({
      orderNo: 'P1',
      amountFen: 100,
      description: '报名费 / Entry fee',
      payBy: Date.UTC(2027, 2, 2),
    });
    expect(checkout).toEqual({ kind: 'redirect', url: 'https://api.example/payments/dev/checkout?order=P1' });
  });

  it('in production: no stand-in offered, no cashier page served, its notifications refused', async () => {
    expect(configuredProviders(testConfig({ nodeEnv: 'production' }), Date.now)).toMatchObject({
      names: [],
      byName: {},
      dev: null,
    });
    app = await buildTestApp({ nodeEnv: 'production', migrateAtStart: true });
    const offered = await app.inject({ method: 'GET', url: endpoints.paymentProviders.path });
    expect(offered.json().data).toEqual({ providers: [] });
    const page = await app.inject({ method: 'GET', url: `${endpoints.devCheckoutPage.path}?order=P1` });
    expect(page.statusCode).toBe(404);
    const notified = await app.inject({
      method: 'POST',
      url: endpoints.paymentNotifyDev.path,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(notified.statusCode).toBe(400);
    expect(notified.json()).toEqual({
      ok: false,
      message: '未配置该支付方式 / This payment method is not configured',
    });
  });
});
