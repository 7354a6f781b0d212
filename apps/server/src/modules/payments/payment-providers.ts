import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProviderAdapter } from './provider-adapter.ts';
import { sandboxProviderAdapter } from './sandbox-psp/adapter.ts';

/** The providers this process takes deposits through: the sandbox outside production, when switched on. */
export function paymentProviders(input: { config: Config; db: Db }): PaymentProviderAdapter[] {
  const { config, db } = input;
  const providers: PaymentProviderAdapter[] = [];
  if (config.sandboxPayments && config.env !== 'production') providers.push(sandboxProviderAdapter(db));
  return providers;
}
