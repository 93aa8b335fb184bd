import { getTableName } from 'drizzle-orm';
import { SEAL_STATUS } from '@seal/shared';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { sealConsultationCounts, sealConsultations, sealStateChanges } from '../../db/schema';
import { queueJobsSql } from '../jobs/queue-jobs-sql';
import { CONSULTATION_JOBS } from './consultation-jobs';

/** One consultation as recorded: who asked, what about, what they were answered. */
export interface ConsultationRow {
  /** The seal's owner, entity, serial and product, when the reference named a seal. */
  seal: { accountId: string; entityId: string; serial: number; productId: string | null } | null;
  reference: string;
  outcome: number;
  ip: string;
  country: string | null;
  language: string;
  userAgent: string | null;
  embeddingSite: string | null;
}

/** What the consultation does to the seal besides the row: its counter, its thresholds, its alerts. */
export interface ConsultationEffects {
  /** A consultation that told the seal's state (not an error): the seal's counter goes up. */
  counts: boolean;
  /** The product's thresholds (0 disables one) and the state the seal was found in. */
  suspectThreshold: number;
  fraudulentThreshold: number;
  stateBefore: number;
  /** A hidden stolen seal was consulted: its owner is alerted. */
  alertHiddenStolen: boolean;
}

export interface RecordedConsultation {
  /** The seal's count after this consultation; null when it did not count. */
  consultations: number | null;
  /** The state a threshold moved the seal to, or null. */
  changedState: number | null;
}

const { active, suspect, fraudulent, hiddenStolen } = SEAL_STATUS;
const jobData = (state: string) => `jsonb_build_object('accountId', $1::uuid, 'entityId', $2::uuid,
      'serial', $3::int8, 'reference', $4::text, 'state', ${state}, 'productId', $5::uuid)`;

/**
 * One statement for all a consultation writes, atomically and in one round trip: the row; the
 * seal's counter (an upsert: concurrent consultations of one seal queue on its row, so each sees
 * its own count and none is lost); the state change of the threshold the new count reaches
 * (exactly one consultation reaches it, so it is written once); the owner's jobs.
 *
 * A threshold moves an active seal to suspect, an active or suspect one to fraudulent; a seal
 * stolen, blocked, expired or cancelled keeps its state. Fraudulent wins when both are reached.
 */
const RECORD_SQL = `
  with consultation as (
    insert into ${getTableName(sealConsultations)}
      (account_id, entity_id, serial, reference, product_id, outcome, ip, country, language, user_agent, embedding_site)
    values ($1::uuid, $2::uuid, $3::int8, $4::text, $5::uuid, $6::int2, $7::inet, $8::text, $9::text, $10::text, $11::text)
  ), counted as (
    insert into ${getTableName(sealConsultationCounts)} as c (account_id, serial, consultations, last_consulted_at)
    select $1::uuid, $3::int8, 1, now() where $12::bool
    on conflict (account_id, serial) do update
      set consultations = c.consultations + 1, last_consulted_at = excluded.last_consulted_at
    returning consultations
  ), reached as (
    select consultations, case
      when $14::int > 0 and consultations = $14::int and $15::int2 in (${active}, ${suspect}) then ${fraudulent}
      when $13::int > 0 and consultations = $13::int and $15::int2 = ${active} then ${suspect}
    end::int2 as state
    from counted
  ), changed as (
    insert into ${getTableName(sealStateChanges)} (account_id, serial, state, reason, changed_by)
    select $1::uuid, $3::int8, state,
      case state when ${fraudulent} then 'Fraudulent' else 'Suspect' end
        || ' threshold reached (' || consultations || ' consultations)', null
    from reached where state is not null
    returning state
  ), queued as (
    ${queueJobsSql(`
      select '${CONSULTATION_JOBS.stateChanged}'::text as name, ${jobData('state')} as data from changed
      union all
      select '${CONSULTATION_JOBS.hiddenStolen}'::text, ${jobData(String(hiddenStolen))} where $16::bool`)}
  )
  select (select consultations from counted) as consultations, (select state from changed) as changed_state`;

export async function recordConsultation(
  db: Db,
  row: ConsultationRow,
  effects: ConsultationEffects | null,
): Promise<RecordedConsultation> {
  const [result] = await runPrepared<{ consultations: number | null; changed_state: number | null }>(
    db,
    'record_consultation',
    RECORD_SQL,
    [
      row.seal?.accountId ?? null,
      row.seal?.entityId ?? null,
      row.seal?.serial ?? null,
      row.reference,
      row.seal?.productId ?? null,
      row.outcome,
      row.ip,
      row.country,
      row.language,
      row.userAgent,
      row.embeddingSite,
      Boolean(row.seal && effects?.counts),
      effects?.suspectThreshold ?? 0,
      effects?.fraudulentThreshold ?? 0,
      effects?.stateBefore ?? SEAL_STATUS.unknown,
      Boolean(row.seal && effects?.alertHiddenStolen),
    ],
  );
  return { consultations: result?.consultations ?? null, changedState: result?.changed_state ?? null };
}
