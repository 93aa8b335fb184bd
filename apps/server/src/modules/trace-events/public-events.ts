import type { PublicTraceEvent } from '@seal/shared/contract/consultation';
import { localised } from '@seal/shared/contract/trace-events';
import type { Db } from '../../db/client';
import { sealEvents } from './seal-events.repository';

/** Steps a consumer's page shows at most (the oldest: where the journey starts). */
export const PUBLIC_EVENTS_MAX = 20;

/**
 * The public events of a seal of the account (their model is public), oldest first, named and
 * labelled in the consumer's language (English when the model has no text in it): the journey the
 * consultation page shows under a valid answer.
 */
export async function publicSealEvents(
  db: Db,
  accountId: string,
  serial: number,
  language: string,
): Promise<PublicTraceEvent[]> {
  const events = await sealEvents(db, accountId, { serial }, { publicOnly: true, limit: PUBLIC_EVENTS_MAX });
  return events.map((event) => ({
    eventTime: event.eventTime,
    eventTimeZoneOffset: event.eventTimeZoneOffset,
    name: localised(event.modelName, language),
    siteName: event.siteName,
    data: event.data.map((value) => ({ label: localised(value.label, language), value: value.value })),
  }));
}
