import { randomBytes } from 'node:crypto';
import { paymentProviderSchema, type PaymentProviderName } from '@marathon/shared/api';
import type { Clock } from '../kernel/clock';
import {
  createDevProvider,
  providersFromConfig,
  type DevProvider,
  type PaymentProvider,
} from '../modules/payments';
import type { AppConfig } from '../platform/config/config';

export interface ConfiguredProviders {
  /** By name, for the payments module. */
  byName: Partial<Record<PaymentProviderName, PaymentProvider>>;
  /** In the order a runner is offered them. */
  names: PaymentProviderName[];
  /** The development stand-in, outside production only. */
  dev: DevProvider | null;
}

/**
 * The payment providers of this deployment: WeChat Pay and Alipay when configured (a half-configured one stops the
 * start), and outside production the development stand-in, so `npm start` shows the whole season; a production
 * API never has it.
 */
export function configuredProviders(config: AppConfig, clock: Clock): ConfiguredProviders {
  const byName: ConfiguredProviders['byName'] = {};
  for (const provider of providersFromConfig(config, clock)) {
    byName[paymentProviderSchema.parse(provider.name)] = provider;
  }
  let dev: DevProvider | null = null;
  if (config.nodeEnv !== 'production') {
    const apiBase = (config.publicApiUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
    // Its signatures live in this process only, as its payments do: a fresh secret per start is enough.
    dev = createDevProvider({
      secret: randomBytes(32).toString('base64url'),
      clock,
      checkoutBase: `${apiBase}/payments/dev/checkout`,
    });
    byName.dev = dev;
  }
  const order: PaymentProviderName[] = ['wechat', 'alipay', 'dev'];
  return { byName, names: order.filter((name) => byName[name] !== undefined), dev };
}
