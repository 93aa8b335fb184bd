import { alerts, products, type InputOf, type ListInput, type ListResult } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import type { RemoteOption } from '../../../components/remote-select/remote-select';
import { currentLanguage } from '../../../i18n';

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

/** The products an alert may watch (not archived), searched by title, GTIN, SKU or brand. */
export async function searchProducts(text: string, signal: AbortSignal): Promise<RemoteOption[]> {
  const page = await rpc(
    products.findProducts,
    {
      page: 1,
      size: 20,
      ...(text ? { search: text } : {}),
      sort: { field: 'title', order: 'asc' },
      filters: { archived: false },
      language: currentLanguage(),
    },
    { signal },
  );
  return page.rows.map((row) => ({ value: row.id, label: row.gtin ? `${row.title} · ${row.gtin}` : row.title }));
}
