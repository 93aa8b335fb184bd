import { z } from 'zod';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';

/**
 * An account's webhooks (docs/webhooks.md): an HTTPS address the server POSTs chosen events to,
 * each body signed with HMAC-SHA256 and the webhook's secret, retried with backoff by the job
 * queue, with a delivery log.
 */
export const WEBHOOK_EVENTS = ['alert.triggered', 'seal.stateChanged', 'anomaly.detected'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event "send test event" delivers; never queued by anything else. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DELIVERY_STATES = ['pending', 'success', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export interface WebhookRow {
  id: string;
  url: string;
  events: WebhookEvent[];
  enabled: boolean;
  createdAt: string;
  /** The latest delivery's state and time, null before any. */
  lastDelivery: { state: WebhookDeliveryState; at: string } | null;
}

export interface WebhookDeliveryRow {
  id: string;
  event: string;
  state: WebhookDeliveryState;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  durationMs: number | null;
  createdAt: string;
  updatedAt: string;
}

/** The address is checked again on the server: HTTPS, no credentials, no private address. */
const zUrl = z.string().trim().min(1).max(WEBHOOK_URL_MAX).pipe(z.url());
const zEvents = z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length);
const zWebhookFields = z.object({ url: zUrl, events: zEvents, enabled: z.boolean().default(true) });

export const list = defineMethod<ListResult<WebhookRow>>()({
  model: 'webhookModel',
  name: 'list',
  access: 'session',
  rights: ['secu.alert_view'],
  input: listInput({ sort: ['createdAt', 'url'], filters: z.object({}) }),
});

/** Answers the secret once: it is never shown again (rotateSecret makes a new one). */
export const create = defineMethod<{ webhook: WebhookRow; secret: string }>()({
  model: 'webhookModel',
  name: 'create',
  access: 'session',
  rights: ['secu.alert_create'],
  mutates: true,
  input: zWebhookFields,
});

export const update = defineMethod<WebhookRow>()({
  model: 'webhookModel',
  name: 'update',
  access: 'session',
  rights: ['secu.alert_create'],
  mutates: true,
  input: zWebhookFields.extend({ webhookId: zId }),
});

export const remove = defineMethod<{ removed: true }>()({
  model: 'webhookModel',
  name: 'remove',
  access: 'session',
  rights: ['secu.alert_create'],
  mutates: true,
  input: z.object({ webhookId: zId }),
});

/** A new secret, answered once; the old one signs nothing from now on. */
export const rotateSecret = defineMethod<{ secret: string }>()({
  model: 'webhookModel',
  name: 'rotateSecret',
  access: 'session',
  rights: ['secu.alert_create'],
  mutates: true,
  input: z.object({ webhookId: zId }),
});

export const deliveries = defineMethod<ListResult<WebhookDeliveryRow>>()({
  model: 'webhookModel',
  name: 'deliveries',
  access: 'session',
  rights: ['secu.alert_view'],
  input: listInput({ sort: ['createdAt'], filters: z.object({}) }).extend({ webhookId: zId }),
});

/** Sends a delivery again (a new round of attempts), whatever became of it. */
export const redeliver = defineMethod<WebhookDeliveryRow>()({
  model: 'webhookModel',
  name: 'redeliver',
  access: 'session',
  rights: ['secu.alert_create'],
  mutates: true,
  input: z.object({ webhookId: zId, deliveryId: zId }),
});

/** Queues a `webhook.test` delivery to this webhook, whatever events it wants. */
export const sendTest = defineMethod<WebhookDeliveryRow>()({
  model: 'webhookModel',
  name: 'sendTest',
  access: 'session',
  rights: ['secu.alert_create'],
  mutates: true,
  input: z.object({ webhookId: zId }),
});
