import { getTableName } from 'drizzle-orm';
import { SEAL_STATUS } from '@seal/shared';
import type { Db } from '../../db/client';
import { isDistributed } from '../../db/distributed';
import { runPrepared } from '../../db/prepared';
import {
  consultationDaily,
  sealConsultationCounts,
  sealConsultations,
  sealStateChanges,
  unmatchedConsultations,
} from '../../db/schema';
import { alertFiringSql } from './alert-firing-sql';
import { queueJobsSql } from '../jobs/queue-jobs-sql';
import { CONSULTATION_JOBS } from './consultation-jobs';

/** One consultation to record: who asked, about what, what they were answered, what it does to the seal. */
export interface ConsultationEntry {
  /** The seal's owner, entity, serial, reference and product, when the reference named a seal. */
  seal: {
    accountId: string;
    entityId: string;
    serial: number;
    productId: string | null;
    /** The activation's target country, if it has one (the alerts' target-country option). */
    targetCountry?: string | null;
  } | null;
  reference: string;
  outcome: number;
  ip: string;
  country: string | null;
  language: string;
  userAgent: string | null;
  embeddingSite: string | null;
  /** A consultation that told the seal's state (not an error): the seal's counter goes up. */
  counts: boolean;
  /** The product's thresholds (0 disables one) and the state the seal was found in. */
  suspectThreshold: number;
  fraudulentThreshold: number;
  stateBefore: number;
  /** A hidden stolen seal was consulted: its owner is alerted. */
  alertHiddenStolen: boolean;
}

const { active, suspect, fraudulent, hiddenStolen } = SEAL_STATUS;
/** Rows of one rollup key the recording sessions spread over (consultation_daily.shard). */
const ROLLUP_SHARDS = 8;
const jobData = (alias: string, state: string) => `jsonb_build_object('accountId', ${alias}.account_id,
      'entityId', ${alias}.entity_id, 'serial', ${alias}.serial, 'reference', ${alias}.reference,
      'state', ${state}, 'productId', ${alias}.product_id)`;

/**
 * One statement for everything a batch of consultations writes, atomically and in one round trip
 * (the batch comes in as one JSON parameter):
 * - their rows: a consultation of a seal in seal_consultations, of a reference naming no seal in
 *   unmatched_consultations (no account: it stays local on Citus);
 * - the daily rollup the statistics read (schema/statistics.ts): one upsert per day, entity,
 *   product, country, language and outcome, into the shard of the statement's database session
 *   (a busy key is several rows, so sessions do not queue on one), in key order so concurrent
 *   statements lock alike;
 * - the counters of their seals: one upsert per seal adding its consultations of the batch.
 *   Concurrent statements queue on a seal's counter row, so each sees the count the one before
 *   left: nothing is lost or counted twice;
 * - the state change of a threshold reached: the counts a statement adds to a seal, from `before`
 *   (excluded) to `after` (included), never overlap another statement's, so exactly one statement
 *   reaches a threshold and writes its change, once. A threshold moves an active seal to suspect,
 *   an active or suspect one to fraudulent; both reached by one statement write both, in order;
 * - the owner's jobs (a state changed, a hidden stolen seal consulted), in the job queue's table;
 * - the mails of the account's alerts a consultation fires, with their jobs (alerts/alert-firing-sql.ts).
 *
 * `account` names the alerts' account: each entry's own, or `$2`, the one account of the entries
 * (recordOfAccount).
 */
const recordSql = (account: string) => `
  with entry as (
    select * from jsonb_to_recordset($1::jsonb) as e(
      account_id uuid, entity_id uuid, serial int8, reference text, product_id uuid, outcome int2, ip inet,
      country text, language text, user_agent text, embedding_site text, counts bool,
      suspect_threshold int, fraudulent_threshold int, state_before int2, alert bool, target_country text)
  ), consultation as (
    insert into ${getTableName(sealConsultations)}
      (account_id, entity_id, serial, reference, product_id, outcome, ip, country, language, user_agent, embedding_site)
    select account_id, entity_id, serial, reference, product_id, outcome, ip, country, language, user_agent, embedding_site
    from entry where account_id is not null
  ), unmatched as (
    insert into ${getTableName(unmatchedConsultations)}
      (reference, outcome, ip, country, language, user_agent, embedding_site)
    select reference, outcome, ip, country, language, user_agent, embedding_site
    from entry where account_id is null
  ), rolled as (
    insert into ${getTableName(consultationDaily)} as d
      (account_id, entity_id, product_id, day, country, language, outcome, shard, consultations)
    select account_id, entity_id, product_id, (now() at time zone 'utc')::date, coalesce(country, ''),
      coalesce(language, ''), outcome, (pg_backend_pid() % ${ROLLUP_SHARDS})::int2, count(*)::int
    from entry where account_id is not null
    group by account_id, entity_id, product_id, country, language, outcome
    order by account_id, entity_id, product_id, country, language, outcome
    on conflict on constraint consultation_daily_key
      do update set consultations = d.consultations + excluded.consultations
  ), seal as (
    select account_id, serial, count(*)::int as added,
      (array_agg(entity_id))[1] as entity_id, (array_agg(reference))[1] as reference,
      (array_agg(product_id))[1] as product_id, max(suspect_threshold) as suspect_threshold,
      max(fraudulent_threshold) as fraudulent_threshold, (array_agg(state_before))[1] as state_before
    from entry where counts and account_id is not null
    group by account_id, serial
  ), counted as (
    insert into ${getTableName(sealConsultationCounts)} as c (account_id, serial, consultations, last_consulted_at)
    select account_id, serial, added, now() from seal
    on conflict (account_id, serial) do update
      set consultations = c.consultations + excluded.consultations, last_consulted_at = excluded.last_consulted_at
    returning account_id, serial, consultations as after
  ),${alertFiringSql(account)}, reached as (
    select s.*, t.state, t.threshold
    from seal s join counted c using (account_id, serial)
    cross join lateral (values (${suspect}::int2, s.suspect_threshold), (${fraudulent}::int2, s.fraudulent_threshold))
      as t(state, threshold)
    where t.threshold > 0 and c.after - s.added < t.threshold and c.after >= t.threshold
      and (s.state_before = ${active} or (t.state = ${fraudulent} and s.state_before = ${suspect}))
  ), changed as (
    insert into ${getTableName(sealStateChanges)} (account_id, serial, state, reason, changed_by)
    select account_id, serial, state,
      case state when ${fraudulent} then 'Fraudulent' else 'Suspect' end || ' threshold reached ('
        || threshold || ' consultations)',
      null
    from reached order by account_id, serial, state
    returning id
  ), queued as (
    ${queueJobsSql(`
      select '${CONSULTATION_JOBS.stateChanged}'::text as name, ${jobData('r', 'r.state')} as data
      from reached r
      union all
      select '${CONSULTATION_JOBS.hiddenStolen}'::text, ${jobData('e', String(hiddenStolen))}
      from entry e where e.alert and e.account_id is not null`)}
    returning id
  )
  select (select count(*)::int from changed) as changed,
    (select count(*)::int from queued) + (select count(*)::int from alert_queued) as queued`;

const toJson = (entry: ConsultationEntry) => ({
  account_id: entry.seal?.accountId ?? null,
  entity_id: entry.seal?.entityId ?? null,
  serial: entry.seal?.serial ?? null,
  reference: entry.reference,
  product_id: entry.seal?.productId ?? null,
  outcome: entry.outcome,
  ip: entry.ip,
  country: entry.country,
  language: entry.language,
  user_agent: entry.userAgent,
  embedding_site: entry.embeddingSite,
  counts: Boolean(entry.seal && entry.counts),
  suspect_threshold: entry.suspectThreshold,
  fraudulent_threshold: entry.fraudulentThreshold,
  state_before: entry.stateBefore,
  alert: Boolean(entry.seal && entry.alertHiddenStolen),
  target_country: entry.seal?.targetCountry ?? null,
});

const RECORD_SQL = recordSql('e.account_id');
const RECORD_OF_ACCOUNT_SQL = recordSql('$2::uuid');

type Recorded = { changed: number; queued: number };

/**
 * Records consultations (one or many); answers the state changes and jobs written. A single server
 * records them in one statement. A distributed database (docs/scale-out.md) records each account's
 * in a statement of its own, side by side, which reads that account's alerts on its shard only
 * (the one statement would read them on every shard: its accounts are known only when it runs).
 */
export async function recordConsultations(db: Db, entries: readonly ConsultationEntry[]): Promise<Recorded> {
  if (!(await isDistributed(db))) return record(db, 'record_consultations', RECORD_SQL, entries);
  const byAccount = new Map<string | null, ConsultationEntry[]>();
  for (const entry of entries) {
    const accountId = entry.seal?.accountId ?? null;
    const ofAccount = byAccount.get(accountId);
    if (ofAccount) ofAccount.push(entry);
    else byAccount.set(accountId, [entry]);
  }
  const recorded = await Promise.all(
    [...byAccount].map(([accountId, ofAccount]) => recordOfAccount(db, accountId, ofAccount)),
  );
  return recorded.reduce((sum, one) => ({ changed: sum.changed + one.changed, queued: sum.queued + one.queued }));
}

/** The consultations of one account (null: references naming no seal), in one statement. */
export const recordOfAccount = (db: Db, accountId: string | null, entries: readonly ConsultationEntry[]) =>
  record(db, 'record_consultations_of_account', RECORD_OF_ACCOUNT_SQL, entries, accountId);

/** Runs a recording statement on the entries (as its $1) and its further parameters. */
async function record(
  db: Db,
  name: string,
  text: string,
  entries: readonly ConsultationEntry[],
  ...params: unknown[]
): Promise<Recorded> {
  const [result] = await runPrepared<Recorded>(db, name, text, [JSON.stringify(entries.map(toJson)), ...params]);
  return { changed: result?.changed ?? 0, queued: result?.queued ?? 0 };
}
