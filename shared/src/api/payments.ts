import { z } from '../zod';

/** The payment providers a deployment may offer: the development stand-in (local mode only), WeChat Pay, Alipay. */
export const PAYMENT_PROVIDERS = ['dev', 'wechat', 'alipay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);

export const paymentProvidersSchema = z.object({ providers: z.array(paymentProviderSchema) });

export const checkoutBodySchema = z
  .object({
    year: z.number().int().min(2000).max(2100),
    regNo: z.number().int().min(1),
    provider: paymentProviderSchema,
  })
  .strict();

/** Where the runner pays: a page to open (Alipay, the development stand-in) or a code to scan (WeChat Native). */
export const checkoutAnswerSchema = z.object({
  kind: z.enum(['redirect', 'qr']),
  url: z.string().min(1),
});

export const ORDER_STATES = ['open', 'paid', 'expired', 'refunding', 'refunded', 'refund-failed'] as const;

/** Where an entry stands in the draw: before it, drawn in, not drawn, on the waitlist, or a reserved place. */
export const DRAW_PLACINGS = ['pending', 'won', 'not-won', 'waitlist', 'reserved'] as const;

/** What the runner should do next, with its deadline when there is one. */
export const NEXT_STEPS = ['wait-draw', 'pay', 'wait-waitlist', 'pickup', 'none'] as const;

export const REFUND_STATES = ['requested', 'refunded', 'failed'] as const;

export const myEntrySchema = z.object({
  year: z.number().int(),
  regNo: z.number().int(),
  raceItem: z.string(),
  /** REGISTRATION_STATUS of the entry. */
  status: z.number().int(),
  placing: z.enum(DRAW_PLACINGS).nullable(),
  /** 1-based place among those still waiting, when on the waitlist. */
  waitlistPosition: z.number().int().nullable(),
  payment: z
    .object({
      orderNo: z.string(),
      state: z.enum(ORDER_STATES),
      amountFen: z.number().int(),
      paidFen: z.number().int(),
      refundedFen: z.number().int(),
      payBy: z.number().int(),
      provider: z.string().nullable(),
    })
    .nullable(),
  refund: z
    .object({
      state: z.enum(REFUND_STATES),
      amountFen: z.number().int(),
      reason: z.string().nullable(),
    })
    .nullable(),
  bib: z.string().nullable(),
  nextStep: z.object({ kind: z.enum(NEXT_STEPS), deadline: z.number().int().nullable() }),
  /** What withdrawing now would give back by the edition's dated tiers; null when the entry cannot withdraw. */
  refundIfWithdrawnFen: z.number().int().nullable(),
});
export type MyEntry = z.infer<typeof myEntrySchema>;

export const myEntriesSchema = z.object({ entries: z.array(myEntrySchema) });

export const devCheckoutQuerySchema = z.object({ order: z.string().min(1).max(64) }).strict();
export const devPayBodySchema = z
  .object({
    order: z.string().min(1).max(64),
    /** The site the runner came from, checked against the sites the API serves before it is followed. */
    back: z.string().max(300).optional(),
    action: z.enum(['pay', 'cancel']),
  })
  .strict();
