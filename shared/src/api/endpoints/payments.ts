import {
  checkoutAnswerSchema,
  checkoutBodySchema,
  devCheckoutQuerySchema,
  devPayBodySchema,
  myEntriesSchema,
  paymentProvidersSchema,
} from '../payments';
import { endpoint, FILE_ANSWER } from './define';

/** A provider's notification: the exact bytes (its signature covers them), answered in the provider's own format. */
const notify = (provider: 'dev' | 'wechat' | 'alipay') =>
  endpoint({
    method: 'POST',
    path: `/payments/api/notify/${provider}`,
    bodyKind: 'raw',
    answer: FILE_ANSWER,
    auth: 'public',
  });

/**
 * The runner's season in their own account (entries, states, next steps) and paying for a won place: the
 * providers this deployment offers, the checkout, the providers' notifications and, in the local mode only, the
 * development stand-in's checkout page.
 */
export const paymentsEndpoints = {
  seasonMyEntries: endpoint({
    method: 'GET',
    path: '/season/api/my-entries',
    bodyKind: 'none',
    answer: myEntriesSchema,
    auth: 'token',
  }),
  paymentProviders: endpoint({
    method: 'GET',
    path: '/payments/api/providers',
    bodyKind: 'none',
    answer: paymentProvidersSchema,
    auth: 'public',
  }),
  /** The runner's own won entry only; the same order answers the same checkout (never a second charge). */
  paymentCheckout: endpoint({
    method: 'POST',
    path: '/payments/api/checkout',
    bodyKind: 'json',
    body: checkoutBodySchema,
    answer: checkoutAnswerSchema,
    auth: 'token',
  }),
  paymentNotifyDev: notify('dev'),
  paymentNotifyWechat: notify('wechat'),
  paymentNotifyAlipay: notify('alipay'),
  /** The development stand-in's payment page (local mode only): an HTML page with pay and cancel. */
  devCheckoutPage: endpoint({
    method: 'GET',
    path: '/payments/dev/checkout',
    bodyKind: 'none',
    query: devCheckoutQuerySchema,
    answer: FILE_ANSWER,
    auth: 'public',
  }),
  /** The stand-in page's form: pays (a signed notification, handled as a provider's) or cancels, then returns. */
  devCheckoutPay: endpoint({
    method: 'POST',
    path: '/payments/dev/pay',
    bodyKind: 'form',
    body: devPayBodySchema,
    answer: FILE_ANSWER,
    auth: 'public',
  }),
} as const;
