import type { Db } from '../../db/client';
import { createBatcher } from '../../db/batcher';
import { findPublicSealRecords, type PublicSealQuery } from '../seals/public-seal.repository';
import { sealReader, type PublicReferenceDecoder, type SealReader } from '../seals/public-seal.service';
import { findPublicEvents, type PublicEventsQuery } from '../trace-events/public-events';
import { recordConsultations, type ConsultationEntry } from './consultation.repository';

/**
 * The consultation's reads and writes on one database (the seal, its public events, the record), each grouping concurrent consultations into
 * one statement (db/batcher.ts): under load a statement serves many consultations and the cost per
 * consultation falls; idle, nothing waits. A consultation's write resolves once its row is
 * committed, and only then is it answered: nothing answered is lost (group commit).
 */
export function createConsultationIo(db: Db) {
  const load = createBatcher((queries: PublicSealQuery[]) => findPublicSealRecords(db, queries), 100);
  const write = createBatcher(async (entries: ConsultationEntry[]) => {
    await recordConsultations(db, entries);
    return entries.map(() => undefined);
  }, 200);
  // The journey under a valid answer: the public events of the seals answered valid.
  const events = createBatcher((queries: PublicEventsQuery[]) => findPublicEvents(db, queries), 100);
  return {
    db,
    loadSeal: load,
    write: (entry: ConsultationEntry): Promise<void> => write(entry),
    loadEvents: events,
  };
}

export type ConsultationIo = ReturnType<typeof createConsultationIo>;

/** The app's batchers when `db` is its database; others (a test's own database) get their own. */
export const consultationIoFor = (io: ConsultationIo, db: Db) => (io.db === db ? io : createConsultationIo(db));

/** How a public page reads seals on `db`, as the consultation does: concurrent references and look-ups grouped. */
export const publicSealReader = (
  services: { decodePublicReference: PublicReferenceDecoder; consultationIo: ConsultationIo },
  db: Db,
): SealReader => sealReader(services.decodePublicReference, consultationIoFor(services.consultationIo, db).loadSeal);
