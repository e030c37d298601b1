export { paymentsMigration } from './migration';
export { createPayments, type Payments, type PaymentsDeps } from './payments';
export { createDevProvider, type DevProvider } from './dev-provider';
export { providersFromConfig } from './config';
export type { PaymentOutcome, PaymentView } from './outcome';
export { PaymentRefusal } from './refusal';
export { registerPaymentsRoutes } from './routes';
export type { PaymentProvider } from './provider';
export { paymentsPerDay } from './dashboard-counts';
