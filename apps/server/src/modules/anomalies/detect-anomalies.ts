import { sql } from 'drizzle-orm';
import { countryDistanceKm, type AnomalyKind } from '@seal/shared';
import type { AnomalyConsultation, AnomalyEvidence } from '@seal/shared/contract/anomalies';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { queueAnomalyAlerts } from '../alerts/anomaly-alerts';
import { queueWebhookEvent } from '../webhooks/queue-webhook-event';
import * as signals from './signals.sql';
import { ANOMALY_THRESHOLDS as T, SCAN_SETTLE_MS } from './thresholds';

/** A signal found by a scan, before it is stored (once: account, kind and key are unique). */
interface Candidate {
  accountId: string;
  kind: AnomalyKind;
  key: string;
  serial: number | null;
  reference: string | null;
  evidence: object;
  occurredAt: string;
}

/** A stored anomaly, as the alerts and the webhooks are told of it. */
export interface DetectedAnomaly {
  id: string;
  accountId: string;
  kind: AnomalyKind;
  serial: number | null;
  reference: string | null;
  evidence: Record<string, unknown>;
  occurredAt: string;
  detectedAt: string;
}

const iso = (value: unknown) => new Date(value as string).toISOString();
const hourKey = (at: unknown) => iso(at).slice(0, 13);
const dayKey = (at: unknown) => iso(at).slice(0, 10);
const toConsultation = (value: AnomalyConsultation): AnomalyConsultation => ({ ...value, at: iso(value.at) });

type Row = Record<string, unknown>;
const run = async (db: Db, query: ReturnType<typeof signals.travelPairs>) => rowsOf<Row>(await db.execute(query));

async function impossibleTravel(db: Db, since: Date, until: Date): Promise<Candidate[]> {
  const found: Candidate[] = [];
  for (const row of await run(db, signals.travelPairs(since, until))) {
    const from = toConsultation(row.from as AnomalyConsultation);
    const to = toConsultation(row.to as AnomalyConsultation);
    const distanceKm = countryDistanceKm(from.country!, to.country!);
    if (distanceKm === null || distanceKm <= T.impossibleTravel.minDistanceKm) continue;
    const minutes = (Date.parse(to.at) - Date.parse(from.at)) / 60_000;
    const speedKmh = distanceKm / (Math.max(minutes, T.impossibleTravel.minMinutes) / 60);
    if (speedKmh <= T.impossibleTravel.speedKmh) continue;
    const evidence: AnomalyEvidence['impossibleTravel'] = {
      from,
      to,
      distanceKm: Math.round(distanceKm),
      minutes: Math.round(minutes),
      speedKmh: Math.round(speedKmh),
    };
    found.push({
      accountId: row.account_id as string,
      kind: 'impossibleTravel',
      key: `${row.serial}:${hourKey(to.at)}`,
      serial: Number(row.serial),
      reference: row.reference as string,
      evidence,
      occurredAt: to.at,
    });
  }
  return found;
}

async function manyNetworks(db: Db, since: Date, until: Date): Promise<Candidate[]> {
  return (await run(db, signals.manyNetworks(since, until))).map((row) => {
    const networks = row.networks as string[];
    const evidence: AnomalyEvidence['manyNetworks'] = {
      networks,
      networkCount: networks.length,
      windowDays: T.manyNetworks.windowDays,
      since: iso(row.since),
      until: iso(row.at),
    };
    return {
      accountId: row.account_id as string,
      kind: 'manyNetworks' as const,
      key: `${row.serial}:${row.bucket}`,
      serial: Number(row.serial),
      reference: row.reference as string,
      evidence,
      occurredAt: iso(row.at),
    };
  });
}

async function invalidProbing(db: Db, since: Date, until: Date): Promise<Candidate[]> {
  return (await run(db, signals.invalidProbing(since, until))).map((row) => {
    const evidence: AnomalyEvidence['invalidProbing'] = {
      network: row.network as string,
      attempts: row.attempts as number,
      references: row.refs as string[],
      since: iso(row.since),
      until: iso(row.until),
    };
    return {
      accountId: row.account_id as string,
      kind: 'invalidProbing' as const,
      key: `${row.network}:${hourKey(row.hour)}`,
      serial: null,
      reference: null,
      evidence,
      occurredAt: iso(row.until),
    };
  });
}

async function reelProbing(db: Db, since: Date, until: Date): Promise<Candidate[]> {
  return (await run(db, signals.reelProbing(since, until))).map((row) => {
    const evidence: AnomalyEvidence['reelProbing'] = {
      network: row.network as string,
      reel: row.reel_id as string,
      referenceCount: row.reference_count as number,
      references: row.refs as string[],
      since: iso(row.since),
      until: iso(row.until),
    };
    return {
      accountId: row.account_id as string,
      kind: 'reelProbing' as const,
      key: `${row.reel_id}:${row.network}:${hourKey(row.hour)}`,
      serial: null,
      reference: null,
      evidence,
      occurredAt: iso(row.until),
    };
  });
}

async function outsideTargetCountry(db: Db, since: Date, until: Date): Promise<Candidate[]> {
  return (await run(db, signals.outsideTargetCountry(since, until))).map((row) => {
    const evidence: AnomalyEvidence['outsideTargetCountry'] = {
      targetCountry: row.target_country as string,
      consultation: toConsultation(row.consultation as AnomalyConsultation),
    };
    return {
      accountId: row.account_id as string,
      kind: 'outsideTargetCountry' as const,
      key: `${row.serial}:${row.country}:${dayKey(row.at)}`,
      serial: Number(row.serial),
      reference: row.reference as string,
      evidence,
      occurredAt: iso(row.at),
    };
  });
}

const SIGNALS = [impossibleTravel, manyNetworks, invalidProbing, reelProbing, outsideTargetCountry];

/** Stores the candidates not stored yet (unique account, kind and key) and answers those. */
async function store(tx: Db, candidates: Candidate[]): Promise<DetectedAnomaly[]> {
  if (candidates.length === 0) return [];
  const result = await tx.execute(sql`
    insert into anomalies (account_id, kind, key, serial, reference, evidence, occurred_at)
    select "accountId", kind, key, serial, reference, evidence, "occurredAt"
    from jsonb_to_recordset(${JSON.stringify(candidates)}::jsonb) as c("accountId" uuid, kind text, key text,
      serial int8, reference text, evidence jsonb, "occurredAt" timestamptz)
    order by 1, 2, 3
    on conflict on constraint anomalies_key do nothing
    returning id, account_id, kind, serial::text as serial, reference, evidence, occurred_at, detected_at`);
  return rowsOf<Row>(result).map((row) => ({
    id: row.id as string,
    accountId: row.account_id as string,
    kind: row.kind as AnomalyKind,
    serial: row.serial === null ? null : Number(row.serial),
    reference: (row.reference as string | null) ?? null,
    evidence: row.evidence as Record<string, unknown>,
    occurredAt: iso(row.occurred_at),
    detectedAt: iso(row.detected_at),
  }));
}

/**
 * Who hears of an anomaly: the accounts' alerts by anomaly kind ("account:kind") and the accounts
 * with an enabled webhook for anomaly.detected. Read once per scan, so that a first scan over a
 * long history (the demo's year) does not run two statements per anomaly nobody listens to.
 */
async function listeners(tx: Db) {
  const alerts = rowsOf<{ key: string }>(
    await tx.execute(sql`select distinct account_id || ':' || kind as key from alerts, unnest(anomaly_kinds) kind`),
  );
  const webhooks = rowsOf<{ account_id: string }>(
    await tx.execute(sql`select distinct account_id from webhooks where enabled and 'anomaly.detected' = any(events)`),
  );
  return { alerts: new Set(alerts.map((row) => row.key)), webhooks: new Set(webhooks.map((row) => row.account_id)) };
}

export interface DetectResult {
  since: string;
  until: string;
  found: DetectedAnomaly[];
}

/**
 * The anomaly scan (docs/anomalies.md): reads the consultations recorded after the watermark and
 * up to `until` (default: SCAN_SETTLE_MS ago), runs each signal's query, stores what is new, tells
 * the account's webhooks, and moves the watermark to `until`, all in one transaction: a scan that
 * fails stores nothing and the next one reads the same consultations again. Concurrent scans queue
 * on the watermark's row. A scan that finds nothing new stores nothing.
 */
export async function detectAnomalies(db: Db, options: { until?: Date } = {}): Promise<DetectResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`insert into anomaly_scan (id, scanned_until) values (1, 'epoch') on conflict (id) do nothing`);
    const [mark] = rowsOf<{ scanned_until: unknown }>(
      await tx.execute(sql`select scanned_until from anomaly_scan where id = 1 for update`),
    );
    const since = new Date(iso(mark!.scanned_until));
    const until = options.until ?? new Date(Date.now() - SCAN_SETTLE_MS);
    if (until <= since) return { since: since.toISOString(), until: since.toISOString(), found: [] };

    const candidates: Candidate[] = [];
    for (const signal of SIGNALS) candidates.push(...(await signal(tx, since, until)));
    const found = await store(tx, candidates);
    // A scan that finds nothing new (most minutes) reads no listeners.
    const heard = found.length > 0 ? await listeners(tx) : { alerts: new Set<string>(), webhooks: new Set<string>() };
    for (const anomaly of found) {
      if (heard.alerts.has(`${anomaly.accountId}:${anomaly.kind}`))
        await queueAnomalyAlerts(tx, {
          accountId: anomaly.accountId,
          kind: anomaly.kind,
          serial: anomaly.serial,
          reference: anomaly.reference,
          evidence: anomaly.evidence,
          detectedAt: new Date(anomaly.detectedAt),
        });
      if (heard.webhooks.has(anomaly.accountId))
        await queueWebhookEvent(tx, anomaly.accountId, 'anomaly.detected', {
          id: anomaly.id,
          kind: anomaly.kind,
          serial: anomaly.serial,
          reference: anomaly.reference,
          evidence: anomaly.evidence,
          occurredAt: anomaly.occurredAt,
          detectedAt: new Date(anomaly.detectedAt),
        });
    }
    await tx.execute(sql`update anomaly_scan set scanned_until = ${until.toISOString()}::timestamptz,
      found = found + ${found.length} where id = 1`);
    return { since: since.toISOString(), until: until.toISOString(), found };
  });
}
