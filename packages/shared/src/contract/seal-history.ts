import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants';
import { ERRORS, type CatalogueError } from '../errors';
import type { Right } from '../rights';
import { SEAL_STATUS, type SealStatus } from '../seals/seal-status';
import { defineMethod } from './define';
import { zId } from './id';
import { SETTABLE_SEAL_STATES } from './seal-state-transitions';

export * from './seal-state-transitions';

/**
 * The history and state of one seal: the private consultation (/privateconsultation, spec 001
 * section 7 privateConsultationModel.getSealData and getAllRefConsultation, whose names and
 * answer fields are the spec's own) and the state changes users make by hand.
 */

export const PRIVATE_CONSULTATION_RIGHTS = ['secu.history'] as const satisfies readonly Right[];

/**
 * What /privateconsultation reads from its navigation state (the dashboard box, the search, a
 * notification). A type, not an interface, so that it is a navigation state (a record) as it is.
 */
export type PrivateConsultationState = {
  /** The reference as typed; the page normalises it. */
  ref?: string;
};

/** The operations of a reference's history (spec 000 section 3 "Reference history entry"). */
export const HISTORY_OP = { activation: 0, consultation: 1, error: 2, stateChange: 3, form: 4 } as const;
export type HistoryOp = (typeof HISTORY_OP)[keyof typeof HISTORY_OP];

/**
 * The outcomes of a consultation that are errors (history op 2, `list_error`, its `error_type`):
 * the consumer was not told the seal's state because of what they typed, where they came from
 * or how often they asked (30 blocked authentication, 101..111 but 110), or the reference was not
 * an activated seal (100, 102, -1). Every other outcome told the consumer the seal's state (0
 * valid, 110 expired, 113 cancelled, 114 suspect, 115 fraudulent, 116 and 117 stolen): it is a
 * consultation (op 1) and counts towards the product's thresholds.
 */
export const CONSULTATION_ERROR_OUTCOMES = [30, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 111, -1] as const;
export type ConsultationErrorOutcome = (typeof CONSULTATION_ERROR_OUTCOMES)[number];

const ERROR_OUTCOMES = new Set<number>(CONSULTATION_ERROR_OUTCOMES);
export const isConsultationError = (outcome: number) => ERROR_OUTCOMES.has(outcome);

/** Consumer forms (spec 000 section 3 "Consumer form"): contact from an error page, feedback from a valid one. */
export const CONSUMER_FORM_KINDS = ['contact', 'feedback'] as const;
export type ConsumerFormKind = (typeof CONSUMER_FORM_KINDS)[number];
export const CONSUMER_REQUEST_TYPES = ['differentImage', 'differentProduct', 'comment', 'question', 'other'] as const;
export type ConsumerRequestType = (typeof CONSUMER_REQUEST_TYPES)[number];

/**
 * What a reference answers in the private consultation, by its state: the code the catalogue
 * gives it (spec 001 section 8), from the brand's side (a hidden stolen seal answers 117, where
 * the consumer is shown a valid one).
 */
const ANSWER_OF_STATE: Partial<Record<SealStatus, CatalogueError>> = {
  [SEAL_STATUS.active]: ERRORS.consultation.valid,
  [SEAL_STATUS.demo]: ERRORS.consultation.valid,
  [SEAL_STATUS.inactive]: ERRORS.consultation.notActivated,
  [SEAL_STATUS.archived]: ERRORS.consultation.notActivated,
  [SEAL_STATUS.cancelled]: ERRORS.consultation.cancelled,
  [SEAL_STATUS.blocked]: ERRORS.consultation.blocked,
  [SEAL_STATUS.expired]: ERRORS.consultation.expired,
  [SEAL_STATUS.suspect]: ERRORS.consultation.suspect,
  [SEAL_STATUS.fraudulent]: ERRORS.consultation.fraudulent,
  [SEAL_STATUS.stolen]: ERRORS.consultation.stolen,
  [SEAL_STATUS.hiddenStolen]: ERRORS.consultation.stolenHidden,
  [SEAL_STATUS.unknown]: ERRORS.consultation.invalidReference,
};

export const privateAnswerOf = (state: SealStatus): CatalogueError =>
  ANSWER_OF_STATE[state] ?? ERRORS.consultation.unknown;

/** The reference as typed: up to 40 characters, normalised and decoded on the server. */
const zTypedReference = z.string().max(40);
/** Empty counts as missing: the spec's missing-information rule, not a validation error. */
const blankable = <S extends z.ZodType>(schema: S) => z.union([schema, z.literal('')]).optional();
/** A day (2026-03-01: from its start, or to its end) or an instant with its offset. */
export const zDateBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

// ---------------------------------------------------------------------------------------------
// privateConsultationModel.getSealData

export interface SealActivationData {
  date: string;
  product: { id: string; title: string; imageUrl: string | null; gtin: string | null; sku: string | null };
  targetCountry: string | null;
  deliveryDate: string | null;
  /** The user who activated the range: first and last name. */
  activatedBy: string;
}

export interface SealData {
  /** `OK` when the reference is a valid seal (code 0); `ERROR` with the catalogue code otherwise. */
  status: 'OK' | 'ERROR';
  /** Consultation code of spec 001 section 8: 0, 30, 100, 101, 102, 110, 113, 114, 115, 116, 117. */
  code: number;
  /** Its message key (`errors.<key>`). */
  key: string;
  /** The printed form of what was typed (as typed, in capitals, when it cannot be a reference). */
  ref: string;
  /** The reference of the seal's reel (that of its first seal); null for an unknown reference. */
  reel: string | null;
  /** The current state (spec 000 section 4 codes); null for an unknown reference. */
  state: SealStatus | null;
  /** The last state change: when and why; null when none was recorded. */
  lastChange: { state: SealStatus; date: string; reason: string | null } | null;
  activation: SealActivationData | null;
  /** Activation date plus the product's validity days; null without activation or validity. */
  validUntil: string | null;
  /** Consultations of the seal since its activation (history op 1, as nb_consult_total). */
  viewCount: number;
}

/**
 * The state and data of one seal. `act_id` is the account (actor) id of the spec: when given it
 * must be the session's (another answers notFound); `lang` picks the product title's language;
 * `userAgent` is accepted as the spec sends it and not stored (a private look is no consultation
 * and counts no view). A reference of another account, or of an entity outside the caller's seal
 * scope, answers exactly like one never issued: ERROR 100.
 */
export const getSealData = defineMethod<SealData>()({
  model: 'privateConsultationModel',
  name: 'getSealData',
  access: 'session',
  rights: PRIVATE_CONSULTATION_RIGHTS,
  input: z.object({
    ref: zTypedReference.optional(),
    lang: z.enum(LANGUAGES).optional(),
    userAgent: z.string().max(500).optional(),
    act_id: blankable(zId),
  }),
});

// ---------------------------------------------------------------------------------------------
// privateConsultationModel.getAllRefConsultation

export interface ConsultItem {
  date: string;
  /** ISO 3166-1 alpha-2 country of the consumer's IP address, when known. */
  country: string | null;
  lang: Language | string | null;
  /** The catalogue code the consumer was answered (0, 110, 113, 114, 115, 116, 117). */
  outcome: number;
}

export interface ErrorItem {
  date: string;
  /** The consultation code of the error (CONSULTATION_ERROR_OUTCOMES). */
  error_type: number;
  country: string | null;
}

export interface FormItem {
  date: string;
  /** `{"Latitude":48.85,"Longitude":2.35}` when the consumer shared their position, else null. */
  location: string | null;
  /** Where the consumer's picture is served, or null. */
  img: string | null;
  kind: ConsumerFormKind;
  request_type: ConsumerRequestType | null;
}

export interface StateItem {
  state: SealStatus;
  state_change_date: string;
  reason: string | null;
  /** The user's name; null when the service changed it (a consultation threshold reached). */
  changed_by: string | null;
}

export interface ActivationItem {
  date: string;
  product_title: string;
  activated_by: string;
  target_country: string | null;
  delivery_date: string | null;
}

/** One entry of the merged history, in time order; its `op` says which list it comes from. */
export type HistoryEntry =
  | ({ op: 0 } & ActivationItem)
  | ({ op: 1 } & ConsultItem)
  | ({ op: 2 } & ErrorItem)
  | ({ op: 3 } & StateItem)
  | ({ op: 4 } & FormItem);

export interface RefConsultation {
  ref: string;
  list_consult: ConsultItem[];
  list_error: ErrorItem[];
  list_form: FormItem[];
  list_state: StateItem[];
  /** Consultations (op 1) between date_from and date_to. */
  nb_consult: number;
  /** Consultations (op 1) of the seal since its activation, whatever the dates. */
  nb_consult_total: number;
  /** The seal's state now (the last state change; active without any; expired past its validity). */
  current_state: SealStatus;
  /** Every entry of the lists, and the activation, between the dates, oldest first. */
  history: HistoryEntry[];
}

/**
 * The history of one reference between two dates (spec 001 section 7). `date_from` is the day the
 * history starts (the console sends the activation date), `date_to` the day it ends (today when
 * absent); a day runs from its start to its end in UTC, an instant with its offset is exact.
 * Refused with common.missingFields when ref, date_from or act_id is missing, 100 for a reference
 * that names no seal of the caller, 102 for a seal never activated.
 */
export const getAllRefConsultation = defineMethod<RefConsultation>()({
  model: 'privateConsultationModel',
  name: 'getAllRefConsultation',
  access: 'session',
  rights: PRIVATE_CONSULTATION_RIGHTS,
  input: z.object({
    date_from: blankable(zDateBound),
    date_to: blankable(zDateBound),
    ref: zTypedReference.optional(),
    act_id: blankable(zId),
  }),
});

// ---------------------------------------------------------------------------------------------
// sealStateModel.changeSealState

export const STATE_CHANGE_REASON_MAX = 500;

export const zChangeSealStateInput = z.object({
  ref: z.string().trim().min(1).max(40),
  state: z.literal(SETTABLE_SEAL_STATES),
  /** Why: required, kept in the seal's history and the action log. */
  reason: z.string().trim().min(1).max(STATE_CHANGE_REASON_MAX),
});

export interface StateChangeResult {
  ref: string;
  previous: SealStatus;
  state: SealStatus;
}

/**
 * Changes one seal's state by hand (seal-state-transitions.ts): refused with 420 when the change
 * makes no sense from the current state, forbidden without secu.declare_stolen for the stolen
 * states, 100 for a reference that names no seal of the caller.
 */
export const changeSealState = defineMethod<StateChangeResult>()({
  model: 'sealStateModel',
  name: 'changeSealState',
  access: 'session',
  rights: PRIVATE_CONSULTATION_RIGHTS,
  mutates: true,
  input: zChangeSealStateInput,
});
