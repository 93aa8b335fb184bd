import { alerts, type InputOf, type ListInput, type ListResult } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export const alertKeys = {
  all: ['alerts'] as const,
  list: ['alerts', 'list'] as const,
  deliveries: (alertId: string) => ['alerts', 'deliveries', alertId] as const,
  productOptions: ['alerts', 'productOptions'] as const,
};

/** The account's alerts (every one at once: an account has a handful), searched by name or recipient. */
export async function listAlertsPage(input: ListInput, signal: AbortSignal): Promise<ListResult<alerts.AlertRow>> {
  return rpc(alerts.listAlerts, input.search ? { search: input.search } : {}, { signal });
}

export const createAlert = (fields: InputOf<typeof alerts.createAlert>) => rpc(alerts.createAlert, fields);
export const deleteAlert = (alertId: string) => rpc(alerts.deleteAlert, { alertId });
export const listDeliveries = (alertId: string, signal?: AbortSignal) =>
  rpc(alerts.listDeliveries, { alertId }, { signal });
export const retryDelivery = (deliveryId: string) => rpc(alerts.retryDelivery, { deliveryId });
