import { z } from 'zod';
import { LANGUAGES } from '../constants';
import type { Right } from '../rights';
import { normaliseReference } from '../seals/reference-format';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';

export {
  DYNAMIC_DATA_LONG_TEXT_MAX,
  readDynamicDataValues,
  type DynamicDataValues,
} from '../products/dynamic-data-values';

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

/** A reference cannot be added twice (spec 001 section 5): the second is refused, however it was typed. */
const zReferenceList = z
  .array(zReferenceText)
  .min(1)
  .max(MAX_REFERENCES_PER_REQUEST)
  .superRefine((references, ctx) => {
    const seen = new Set<string>();
    references.forEach((reference, index) => {
      const key = normaliseReference(reference);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: 'validation.invalid' });
      seen.add(key);
    });
  });

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

/**
 * The e-mailed security code (docs/activation.md): 6 digits, valid 10 minutes, 5 tries, used once,
 * bound to the user and to the exact request it was asked for. A wrong code answers
 * activation.invalidSecurityCode (103, params { triesLeft }); an expired, used or exhausted one, or
 * one asked for another request, activation.securityCodeExpired (104): ask a new one.
 */
export const SECURITY_CODE = { digits: 6, validityMinutes: 10, tries: 5 } as const;

/** What a code may confirm: the request of one of these flows. */
export const SECURITY_CODE_PURPOSES = ['activation', 'cancellation', 'xmlImport', 'quotation'] as const;
export type SecurityCodePurpose = (typeof SECURITY_CODE_PURPOSES)[number];

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

/*
 * Errors of the activation calls (spec 001 section 8), beyond validation and the method's right
 * (common.forbidden when the session lacks ACTIVATION_METHOD_RIGHTS[method]):
 * - common.notFound: the product is not one of the session's products;
 * - product.invalidProduct (106): the product is archived;
 * - common.validation with fields `dynamicData.<label>` (readDynamicDataValues) or
 *   `references.<index>` (a reel named twice by the "reels" method);
 * - per range (check answers them in `problem`, the others throw the first, params { first, last }):
 *   activation.invalidReference (207) a reference that names no seal of the session's scope (another
 *   account's answers the same), activation.invalidReel (203) a reel method's reference that names
 *   no reel of the scope, or a range whose ends are on two reels, activation.alreadyActivated (202),
 *   reel.archived (411). A range typed last-first is read first-last (its seals are the same).
 * - requestActivationCode: common.throttled past 20 codes of the user in 15 minutes;
 * - activate: 103 / 104 (SECURITY_CODE), 202 when another activation took a seal meanwhile (the
 *   database refuses overlapping ranges), activation.failed (300) when the write fails otherwise.
 */
export const checkActivation = defineMethod<CheckResult>()({
  model: 'activationModel',
  name: 'checkActivation',
  access: 'session',
  anyOf: ACTIVATION_RIGHTS,
  input: zActivationInput,
});

/** Writes the code (hashed) and queues its mail: a change, recorded in the action log. */
export const requestActivationCode = defineMethod<CodeRequest>()({
  model: 'activationModel',
  name: 'requestActivationCode',
  access: 'session',
  anyOf: ACTIVATION_RIGHTS,
  mutates: true,
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

/**
 * Sorting by `firstReference` follows the serials (the order seals are printed on their reels):
 * references themselves are enciphered and have no useful order. `search` matches product titles,
 * entity and user names, the target country, and a reference (the activation holding it).
 */
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
  }).extend({ language: z.enum(LANGUAGES).optional() }),
});

/**
 * Refused with activation.productHasDynamicData (206) when the activation's product or the new one
 * has dynamic data: the values were entered for the first, and the second's were never entered.
 * The new product must be one of the session's (common.notFound) and not archived (106).
 */
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

/*
 * Errors of the cancellation calls, as those of activation for the target (207, 203), then per
 * range: cancellation.notActivated (102) a seal never activated, cancellation.alreadyCancelled (113)
 * a seal cancelled before, activation.noRange (204) a reel method's reel without any activation,
 * activation.rangeFailed (205) a reel method's reel whose activated seals are all cancelled already.
 * By reel, what is activated and not yet cancelled on the reel is cancelled; by range or
 * references, every seal named must be activated and not cancelled. Seals of an archived reel can
 * be cancelled. cancel: 103 / 104, 113 when another cancellation took a seal meanwhile.
 */
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
  mutates: true,
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
  }).extend({ language: z.enum(LANGUAGES).optional() }),
});
