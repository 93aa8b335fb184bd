import { z } from 'zod';
import { zEmail, zText } from '../validation';
import { ANOMALY_KINDS, type AnomalyKind } from './anomaly-kinds';
import { defineMethod } from './define';
import { zId } from './id';
import type { ListResult } from './list';

/**
 * Consultation alerts (spec 000 "Consultation alerts", spec 001 section 5; docs/alerts.md): an
 * alert watches the seals of one product or of one reference range of the account, and mails its
 * recipients when a consultation takes a seal's count above its limit (0: the first consultation),
 * when a seal is consulted outside its activation's target country (the option), or on the
 * anomaly signals chosen as its conditions. Each mail is a delivery with its state.
 */

export const ALERT_TYPES = ['product', 'range'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const DELIVERY_STATES = ['inProgress', 'success', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Why a delivery was written: the limit, the target country, or an anomaly signal. */
export type DeliveryReason = 'limit' | 'targetCountry' | AnomalyKind;

/** Recipients of one list (To, Cc, Bcc), at most this many each. */
export const ALERT_RECIPIENTS_MAX = 20;
export const ALERT_LIMIT_MAX = 1_000_000_000;

export interface AlertRow {
  id: string;
  name: string;
  type: AlertType;
  productId: string | null;
  productTitle: string | null;
  firstReference: string | null;
  lastReference: string | null;
  limit: number;
  targetCountry: boolean;
  anomalyKinds: AnomalyKind[];
  to: string[];
  cc: string[];
  bcc: string[];
  createdAt: string;
  /** The state of its latest mail, null before any. */
  lastDelivery: { state: DeliveryState; at: string } | null;
}

export interface DeliveryRow {
  id: string;
  state: DeliveryState;
  reasons: DeliveryReason[];
  reference: string | null;
  country: string | null;
  consultations: number | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A list of recipients: each a valid address, none twice (alert.duplicateRecipient, checked by the server). */
const zRecipients = z.array(zEmail).max(ALERT_RECIPIENTS_MAX).default([]);

export const zAlertFields = z.object({
  name: zText,
  type: z.enum(ALERT_TYPES),
  /** type product: one of the account's products in the user's scope. */
  productId: zId.nullish().transform((value) => value ?? null),
  /** type range: the first and last references of the range, of the account's seals. */
  firstReference: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((value) => value || null),
  lastReference: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((value) => value || null),
  limit: z.number().int().min(0).max(ALERT_LIMIT_MAX),
  targetCountry: z.boolean().default(false),
  anomalyKinds: z
    .array(z.enum(ANOMALY_KINDS))
    .max(ANOMALY_KINDS.length)
    .default([])
    .transform((kinds) => [...new Set(kinds)]),
  to: zRecipients,
  cc: zRecipients,
  bcc: zRecipients,
});
export type AlertFields = z.input<typeof zAlertFields>;

export const listAlerts = defineMethod<ListResult<AlertRow>>()({
  model: 'alertModel',
  name: 'listAlerts',
  access: 'session',
  rights: ['secu.alert_view'],
  /** search: alert name or a recipient. */
  input: z.object({ search: z.string().trim().max(100).optional() }),
});

export const getAlert = defineMethod<AlertRow>()({
  model: 'alertModel',
  name: 'getAlert',
  access: 'session',
  rights: ['secu.alert_view'],
  input: z.object({ alertId: zId }),
});

export const createAlert = defineMethod<{ id: string }>()({
  model: 'alertModel',
  name: 'createAlert',
  access: 'session',
  rights: ['secu.alert_create'],
  mutates: true,
  input: zAlertFields,
});

export const deleteAlert = defineMethod<{ deleted: true }>()({
  model: 'alertModel',
  name: 'deleteAlert',
  access: 'session',
  rights: ['secu.alert_delete'],
  mutates: true,
  input: z.object({ alertId: zId }),
});

/** The alert's mails, newest first (the last 100). */
export const listDeliveries = defineMethod<DeliveryRow[]>()({
  model: 'alertModel',
  name: 'listDeliveries',
  access: 'session',
  rights: ['secu.alert_view'],
  input: z.object({ alertId: zId }),
});

/** Queues a failed mail again (alert.notFailed when it is not failed). */
export const retryDelivery = defineMethod<{ queued: true }>()({
  model: 'alertModel',
  name: 'retryDelivery',
  access: 'session',
  rights: ['secu.alert_create'],
  mutates: true,
  input: z.object({ deliveryId: zId }),
});
