import { z } from 'zod';
import type { Right } from '../rights';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';

/**
 * Activation and cancellation of seals (spec 000 section 4 "activation flow", spec 001 section 5):
 * the user picks a method, the references, then confirms with a 6-digit code e-mailed to them.
 *
 * The three calls of each flow take the same target: `check...` verifies it and answers what it
 * would do, `request...Code` verifies it again and e-mails a code bound to exactly that target,
 * and `activate` / `cancel` write it, all or nothing, once the code is typed.
 */

/** The ways to name seals; each is opened by its own right (spec 000 section 6). */
export const SEAL_METHODS = ['reel', 'reels', 'range', 'single', 'multiple'] as const;
export type SealMethod = (typeof SEAL_METHODS)[number];

export const ACTIVATION_METHOD_RIGHTS = {
  reel: 'secu.by_reel',
  reels: 'secu.by_reels',
  range: 'secu.by_range',
  single: 'secu.single_ref',
  multiple: 'secu.multi_ref',
} as const satisfies Record<SealMethod, Right>;

export const ACTIVATION_RIGHTS = Object.values(ACTIVATION_METHOD_RIGHTS);

/** At most this many references in one "multiple references" or "by reels" request. */
export const MAX_REFERENCES_PER_REQUEST = 1000;

/** What the user types: normalised and decoded on the server (case, spaces, dashes, O/0, I/1). */
export const zReferenceText = z.string().trim().min(1).max(40);

const zReferenceList = z.array(zReferenceText).min(1).max(MAX_REFERENCES_PER_REQUEST);

/** The seals a request names. A reel is named by any one of its references (its first, usually). */
export const zSealTarget = z.discriminatedUnion('method', [
  z.object({ method: z.literal('reel'), reference: zReferenceText }),
  z.object({ method: z.literal('reels'), references: zReferenceList }),
  z.object({ method: z.literal('range'), first: zReferenceText, last: zReferenceText }),
  z.object({ method: z.literal('single'), reference: zReferenceText }),
  z.object({ method: z.literal('multiple'), references: zReferenceList }),
]);
export type SealTarget = z.infer<typeof zSealTarget>;

/** ISO 3166-1 alpha-2, upper case. */
const zCountry = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((value) => value.toUpperCase());

const zIsoDate = z.iso.date();

/** What an activation writes besides its seals: the product and its details. */
export const zActivationDetails = z.object({
  productId: zId,
  /** The product's dynamic data (label -> value), each checked against its format. */
  dynamicData: z.record(z.string().max(100), z.string().max(500)).default({}),
  targetCountry: zCountry.nullish().transform((value) => value ?? null),
  deliveryDate: zIsoDate.nullish().transform((value) => value ?? null),
});

export const zActivationInput = z.intersection(zSealTarget, zActivationDetails);
export type ActivationInput = z.input<typeof zActivationInput>;

export const zCancellationInput = z.intersection(
  zSealTarget,
  z.object({
    reason: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((value) => value || null),
  }),
);
export type CancellationInput = z.input<typeof zCancellationInput>;

/** The e-mailed code that confirms one request; it is bound to the request it was asked for. */
export const zConfirmation = z.object({
  challengeId: zId,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

/** A range the request resolves to, within one reel, with what stops it when something does. */
export interface CheckedRange {
  first: string;
  last: string;
  count: number;
  reelId: string | null;
  /** The catalogue key of the error of this range (e.g. `activation.alreadyActivated`); null when it can go. */
  problem: { code: number; key: string } | null;
}

export interface CheckResult {
  ranges: CheckedRange[];
  /** Seals of the ranges without a problem. */
  total: number;
  /** True when every range can go: the request will be all or nothing. */
  ok: boolean;
}

export interface CodeRequest {
  challengeId: string;
  expiresAt: string;
  /** The address the code went to, partly hidden (j***@demo.test). */
  sentTo: string;
  /** How many times a wrong code may still be typed. */
  triesLeft: number;
}

export interface ActivationRow {
  id: string;
  firstReference: string;
  lastReference: string;
  count: number;
  reelId: string;
  reelReference: string;
  productId: string;
  productTitle: string;
  entityId: string;
  entityName: string;
  method: SealMethod | 'xml';
  targetCountry: string | null;
  deliveryDate: string | null;
  activatedBy: { id: string; name: string };
  activatedAt: string;
  /** `partlyCancelled` when some of its seals were cancelled since. */
  status: 'active' | 'partlyCancelled' | 'cancelled';
  dynamicData: Record<string, string>;
}

export interface WriteResult {
  /** Seals activated (or cancelled). */
  count: number;
  /** The rows written: one per range, whatever its length. */
  ids: string[];
}

export const checkActivation = defineMethod<CheckResult>()({
  model: 'activationModel',
  name: 'checkActivation',
  access: 'session',
  anyOf: ACTIVATION_RIGHTS,
  input: zActivationInput,
});

export const requestActivationCode = defineMethod<CodeRequest>()({
  model: 'activationModel',
  name: 'requestActivationCode',
  access: 'session',
  anyOf: ACTIVATION_RIGHTS,
  input: zActivationInput,
});

export const activate = defineMethod<WriteResult>()({
  model: 'activationModel',
  name: 'activate',
  access: 'session',
  anyOf: ACTIVATION_RIGHTS,
  mutates: true,
  input: z.intersection(zActivationInput, zConfirmation),
});

export const ACTIVATION_SORT_FIELDS = [
  'activatedAt',
  'count',
  'firstReference',
  'targetCountry',
  'deliveryDate',
] as const;

export const findActivations = defineMethod<ListResult<ActivationRow>>()({
  model: 'activationModel',
  name: 'findActivations',
  access: 'session',
  anyOf: ACTIVATION_RIGHTS,
  input: listInput({
    sort: ACTIVATION_SORT_FIELDS,
    filters: z.object({
      productId: zId.optional(),
      status: z.enum(['active', 'partlyCancelled', 'cancelled']).optional(),
      method: z.enum([...SEAL_METHODS, 'xml']).optional(),
      targetCountry: zCountry.optional(),
      from: zIsoDate.optional(),
      to: zIsoDate.optional(),
      /** A reference: the activation holding that seal. */
      reference: zReferenceText.optional(),
    }),
  }),
});

export const changeActivationProduct = defineMethod<ActivationRow>()({
  model: 'activationModel',
  name: 'changeActivationProduct',
  access: 'session',
  rights: ['secu.change_product'],
  mutates: true,
  input: z.object({ activationId: zId, productId: zId }),
});

export const CANCELLATION_RIGHTS = ['secu.cancel'] as const satisfies readonly Right[];

export interface CancellationRow {
  id: string;
  activationId: string;
  firstReference: string;
  lastReference: string;
  count: number;
  productId: string;
  productTitle: string;
  entityName: string;
  reason: string | null;
  cancelledBy: { id: string; name: string };
  cancelledAt: string;
}

export const checkCancellation = defineMethod<CheckResult>()({
  model: 'cancellationModel',
  name: 'checkCancellation',
  access: 'session',
  rights: CANCELLATION_RIGHTS,
  input: zCancellationInput,
});

export const requestCancellationCode = defineMethod<CodeRequest>()({
  model: 'cancellationModel',
  name: 'requestCancellationCode',
  access: 'session',
  rights: CANCELLATION_RIGHTS,
  input: zCancellationInput,
});

export const cancel = defineMethod<WriteResult>()({
  model: 'cancellationModel',
  name: 'cancel',
  access: 'session',
  rights: CANCELLATION_RIGHTS,
  mutates: true,
  input: z.intersection(zCancellationInput, zConfirmation),
});

export const findCancellations = defineMethod<ListResult<CancellationRow>>()({
  model: 'cancellationModel',
  name: 'findCancellations',
  access: 'session',
  rights: CANCELLATION_RIGHTS,
  input: listInput({
    sort: ['cancelledAt', 'count', 'firstReference'] as const,
    filters: z.object({
      productId: zId.optional(),
      from: zIsoDate.optional(),
      to: zIsoDate.optional(),
      reference: zReferenceText.optional(),
    }),
  }),
});
