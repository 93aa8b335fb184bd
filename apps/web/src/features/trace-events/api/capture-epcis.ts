import { useQuery } from '@tanstack/react-query';
import { epcis } from '@seal/shared';
import { request } from '../../../api/http';
import { traceKeys } from './keys';

/** A capture job as the EPCIS 2.0 REST binding describes it (GET /capture/{captureID}). */
export interface CaptureJob {
  captureID: string;
  running: boolean;
  success: boolean;
  createdAt?: string;
  finishedAt?: string | null;
  /** Ours: why it failed, as catalogue entries (the refused event's index, eventID and reason). */
  errors?: {
    key: string;
    index?: number;
    eventID?: string | null;
    reason?: string;
    params?: Record<string, unknown>;
  }[];
  /** Ours: the document's events and those captured (events held already are skipped). */
  eventCount?: number;
  capturedCount?: number;
}

const POLL_MS = 1000;

/**
 * Sends an EPCIS document to `POST /epcis/capture`: the server answers 202 and the job's address
 * in `Location` (the standard's binding), its id in the body too.
 */
export async function captureEpcis(document: unknown): Promise<string> {
  let location: string | null = null;
  const body = await request<Partial<CaptureJob> | undefined>('POST', epcis.EPCIS_PATHS.capture, document, {
    onHeaders: (headers) => (location = headers.get('Location')),
  });
  const id = body?.captureID ?? (location as string | null)?.split('/').pop();
  if (!id) throw new Error('capture answered without its id');
  return id;
}

/** Follows a capture job until it has finished. */
export const useCaptureJob = (id: string | null) =>
  useQuery({
    queryKey: traceKeys.capture(id ?? ''),
    queryFn: ({ signal }) =>
      request<CaptureJob>('GET', `${epcis.EPCIS_PATHS.capture}/${encodeURIComponent(id!)}`, undefined, { signal }),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.running === false ? false : POLL_MS),
  });
