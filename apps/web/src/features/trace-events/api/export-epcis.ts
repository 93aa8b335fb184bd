import { epcis } from '@seal/shared';
import { request } from '../../../api/http';
import { downloadBlob } from '../../../lib/download';

/** The filters of the events list the EPCIS query interface knows: the dates, as event times. */
export interface EpcisExportFilters {
  from?: string;
  to?: string;
}

/** The query of `GET /epcis/events` for the list's dates (GE_/LT_eventTime, the standard's basic filters). */
export function epcisQuery({ from, to }: EpcisExportFilters): string {
  const params = new URLSearchParams({ perPage: String(epcis.EPCIS_PAGE_MAX) });
  if (from) params.set('GE_eventTime', `${from}T00:00:00.000Z`);
  if (to) params.set('LT_eventTime', new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000).toISOString());
  return `${epcis.EPCIS_PATHS.events}?${params.toString()}`;
}

/** Downloads the account's events as an EPCIS 2.0 JSON-LD document. */
export async function exportEpcis(filters: EpcisExportFilters): Promise<void> {
  const document = await request<unknown>('GET', epcisQuery(filters));
  const day = new Date().toISOString().slice(0, 10);
  downloadBlob(
    `epcis-events-${day}.jsonld`,
    new Blob([JSON.stringify(document, null, 2)], { type: 'application/ld+json' }),
  );
}
