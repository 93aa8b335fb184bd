import { z } from 'zod';
import { defineMethod } from './define';
import { listInput, type ListResult } from './list';
import { zStatScope, type ProductCount } from './statistics';

/**
 * Loyalty (/statistics/loyalty, right loy.view; docs/loyalty.md): the consumers who wrote to the
 * brand from the consultation page with their e-mail address, and those who came back. A consumer
 * is an e-mail address (compared without case); a returning consumer wrote about two seals or
 * more in the period: they bought the brand again and checked it again. Consumer forms are kept two
 * years at most (spec 001 section 9), so loyalty looks back two years at most. The scope is the
 * statistics' (`zStatScope`).
 */

/** Consumers by the number of forms they sent in the period. */
export const LOYALTY_BUCKETS = ['1', '2', '3-5', '6+'] as const;
export type LoyaltyBucket = (typeof LOYALTY_BUCKETS)[number];
/** Products the summary ranks by their consumers. */
export const LOYALTY_TOP_PRODUCTS = 10;

export interface LoyaltyProduct extends Omit<ProductCount, 'count'> {
  consumers: number;
  returning: number;
}

export interface LoyaltySummary {
  /** Distinct e-mail addresses that sent a form in the period. */
  consumers: number;
  /** Of them, those who wrote about two seals or more. */
  returning: number;
  /** Forms with an e-mail address; forms without one tell no consumer apart. */
  forms: number;
  formsWithoutEmail: number;
  byContacts: { bucket: LoyaltyBucket; consumers: number }[];
  topProducts: LoyaltyProduct[];
}

export interface LoyalConsumer {
  email: string;
  forms: number;
  /** Distinct seals written about. */
  seals: number;
  returning: boolean;
  /** The products' titles, most written about first (at most 3). */
  products: string[];
  countries: string[];
  language: string | null;
  firstAt: string;
  lastAt: string;
}

export const getLoyaltySummary = defineMethod<LoyaltySummary>()({
  model: 'loyaltyModel',
  name: 'getSummary',
  access: 'session',
  rights: ['loy.view'],
  input: zStatScope,
});

export const listLoyalConsumers = defineMethod<ListResult<LoyalConsumer>>()({
  model: 'loyaltyModel',
  name: 'listConsumers',
  access: 'session',
  rights: ['loy.view'],
  /** Search: the e-mail address. */
  input: listInput({
    sort: ['lastAt', 'forms', 'seals', 'email'],
    filters: z.object({ returning: z.boolean().optional() }),
  }).extend({ scope: zStatScope }),
});
