import { webhooks, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export const webhookKeys = {
  all: ['webhooks'],
  lists: ['webhooks', 'list'],
  deliveries: (webhookId: string) => ['webhooks', 'deliveries', webhookId],
} as const;

export const findWebhooksPage = (input: ListInput, signal: AbortSignal) =>
  rpc(webhooks.list, { ...input, filters: {} } as InputOf<typeof webhooks.list>, { signal });

export const createWebhook = (input: InputOf<typeof webhooks.create>) => rpc(webhooks.create, input);
export const updateWebhook = (input: InputOf<typeof webhooks.update>) => rpc(webhooks.update, input);
export const removeWebhook = (webhookId: string) => rpc(webhooks.remove, { webhookId });
export const rotateSecret = (webhookId: string) => rpc(webhooks.rotateSecret, { webhookId });
export const sendTest = (webhookId: string) => rpc(webhooks.sendTest, { webhookId });
export const redeliver = (webhookId: string, deliveryId: string) => rpc(webhooks.redeliver, { webhookId, deliveryId });
export const findDeliveries = (webhookId: string, signal: AbortSignal) =>
  rpc(webhooks.deliveries, { webhookId, size: 50 }, { signal });
