import { z } from 'zod';
import type { Right } from '../rights';
import type { ConsumerFormKind, ConsumerRequestType } from './seal-history';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';

/**
 * The statistics screens (/statistics/*, spec 000 section 2, spec 001 section 9). Every figure is
 * read from the daily rollup (`consultation_daily`, kept on write by the public consultation);
 * only the lists of single consultations and forms read their own rows, a page at a time.
 *
 * Scope (every method): the caller's entity. With orga.master_stat, `entityId` may name one of its
 * sub-entities ("alone"), and `withSubEntities` adds every entity below the chosen one ("summed");
 * without it, another entity answers common.notFound and `withSubEntities` is refused (forbidden).
 * Days are UTC; `from` and `to` are both included; a range is at most STAT_MAX_DAYS long.
 */

export const STAT_MAX_DAYS = 3 * 366;

/** Statistics presets of spec 001 section 9. */
export const STAT_PRESETS = ['last30Days', 'last12Months'] as const;
export type StatPreset = (typeof STAT_PRESETS)[number];

export const zStatScope = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  entityId: zId.optional(),
  withSubEntities: z.boolean().default(false),
});
export type StatScope = z.input<typeof zStatScope>;

/** A series point: a day (`2026-03-01`) or, for a range over 92 days, a month (`2026-03`). */
export interface StatPoint {
  period: string;
  count: number;
}
export type StatGranularity = 'day' | 'month';

export interface CountryCount {
  /** ISO 3166-1 alpha-2; '' when the IP address told no country. */
  country: string;
  count: number;
}
export interface LanguageCount {
  language: string;
  count: number;
}
export interface ProductCount {
  /** Null for seals consulted before their activation. */
  productId: string | null;
  title: string | null;
  count: number;
}
export interface OutcomeCount {
  /** Consultation code of spec 001 section 8. */
  outcome: number;
  count: number;
}

// ---------------------------------------------------------------------------------------------
// /statistics/consultation: the consultations that told the seal's state (not errors)

export interface ConsultationStats {
  granularity: StatGranularity;
  total: number;
  series: StatPoint[];
  byCountry: CountryCount[];
  byLanguage: LanguageCount[];
  byProduct: ProductCount[];
  /** The answers given (0 valid, 110, 113..117). */
  byOutcome: OutcomeCount[];
}

export const STAT_VIEW = ['stat.view'] as const satisfies readonly Right[];

export const getConsultationStats = defineMethod<ConsultationStats>()({
  model: 'statModel',
  name: 'getConsultationStats',
  access: 'session',
  rights: STAT_VIEW,
  input: zStatScope.extend({ productId: zId.optional() }),
});

// ---------------------------------------------------------------------------------------------
// /statistics/consultationBoard: products by month

export interface BoardRow {
  productId: string | null;
  title: string | null;
  /** One count per month of `months`, in order. */
  counts: number[];
  total: number;
}
export interface ConsultationBoard {
  /** `2026-03`, oldest first. */
  months: string[];
  rows: BoardRow[];
  /** Per month, every product. */
  totals: number[];
  total: number;
}

export const getConsultationBoard = defineMethod<ConsultationBoard>()({
  model: 'statModel',
  name: 'getConsultationBoard',
  access: 'session',
  rights: STAT_VIEW,
  input: zStatScope,
});

// ---------------------------------------------------------------------------------------------
// /statistics/cartography: consultations by country and the forms' positions

export interface FormPoint {
  id: string;
  latitude: number;
  longitude: number;
  kind: ConsumerFormKind;
  date: string;
  reference: string;
}
export interface ConsultationMap {
  byCountry: CountryCount[];
  /** At most STAT_MAP_POINTS, the latest first. */
  points: FormPoint[];
}
export const STAT_MAP_POINTS = 2000;

export const getConsultationMap = defineMethod<ConsultationMap>()({
  model: 'statModel',
  name: 'getConsultationMap',
  access: 'session',
  rights: STAT_VIEW,
  input: zStatScope,
});

// ---------------------------------------------------------------------------------------------
// /statistics/alertconsultationerror: the consultation errors, charted

export interface ErrorStats {
  granularity: StatGranularity;
  total: number;
  series: StatPoint[];
  /** CONSULTATION_ERROR_OUTCOMES only. */
  byOutcome: OutcomeCount[];
  byCountry: CountryCount[];
}

export const getErrorStats = defineMethod<ErrorStats>()({
  model: 'statModel',
  name: 'getErrorStats',
  access: 'session',
  rights: STAT_VIEW,
  input: zStatScope,
});

// ---------------------------------------------------------------------------------------------
// /statistics/errorlist: the consultation errors, one by one

export interface ErrorRow {
  id: string;
  date: string;
  reference: string;
  outcome: number;
  country: string | null;
  language: string | null;
  productTitle: string | null;
}

export const listConsultationErrors = defineMethod<ListResult<ErrorRow>>()({
  model: 'statModel',
  name: 'listConsultationErrors',
  access: 'session',
  rights: STAT_VIEW,
  input: listInput({
    sort: ['date', 'reference', 'outcome', 'country'],
    filters: z.object({ outcome: z.coerce.number().int().optional() }),
  }).extend({ scope: zStatScope }),
});

// ---------------------------------------------------------------------------------------------
// /statistics/consumerfeedback: the consumer forms (stat.feedback)

export interface ConsumerFormRow {
  id: string;
  date: string;
  reference: string;
  productTitle: string | null;
  kind: ConsumerFormKind;
  requestType: ConsumerRequestType | null;
  email: string | null;
  comment: string | null;
  country: string | null;
  language: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Where the consumer's picture is served to the console, or null. */
  imageUrl: string | null;
}

/** What a form notification passes to /statistics/consumerfeedback (spec 000 section 2). */
export type ConsumerFeedbackState = { form_id?: string; date?: string };

export const listConsumerForms = defineMethod<ListResult<ConsumerFormRow>>()({
  model: 'statModel',
  name: 'listConsumerForms',
  access: 'session',
  rights: ['stat.feedback'],
  input: listInput({
    sort: ['date', 'reference', 'kind', 'country'],
    filters: z.object({ kind: z.enum(['contact', 'feedback']).optional(), id: zId.optional() }),
  }).extend({ scope: zStatScope }),
});

// ---------------------------------------------------------------------------------------------
// /statistics/activation: seals activated (stat.activation)

export interface ActivationStats {
  granularity: StatGranularity;
  /** Seals activated in the range. */
  total: number;
  series: StatPoint[];
  byProduct: ProductCount[];
}

export const getActivationStats = defineMethod<ActivationStats>()({
  model: 'statModel',
  name: 'getActivationStats',
  access: 'session',
  rights: ['stat.activation'],
  input: zStatScope,
});

/** The sub-entities the caller may choose (orga.master_stat), for the scope picker. */
export interface StatEntity {
  id: string;
  name: string;
  /** Null for the caller's own entity. */
  parentId: string | null;
}

export const listStatEntities = defineMethod<StatEntity[]>()({
  model: 'statModel',
  name: 'listStatEntities',
  access: 'session',
  rights: ['orga.master_stat'],
  input: z.object({}),
});

// ---------------------------------------------------------------------------------------------
// Resolver statistics: how often each resolver link was followed (docs/resolver.md)

export interface ResolverItemCount {
  itemId: string;
  label: string;
  count: number;
}

export interface ResolverFollowStats {
  granularity: StatGranularity;
  /** Follows in the range. */
  total: number;
  series: StatPoint[];
  byItem: ResolverItemCount[];
  byProduct: ProductCount[];
}

/**
 * A follow names an item and the product whose menu showed it, not a seal: the figures are the
 * account's (its menus and products serve every entity); the scope's entity is checked as in the
 * other methods. `productId` and `itemId` narrow the figures to one product or one item.
 */
export const getResolverFollows = defineMethod<ResolverFollowStats>()({
  model: 'statModel',
  name: 'getResolverFollows',
  access: 'session',
  rights: STAT_VIEW,
  input: zStatScope.extend({ productId: zId.optional(), itemId: zId.optional() }),
});
