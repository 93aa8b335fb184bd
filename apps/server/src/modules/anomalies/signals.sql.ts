import { sql, type SQL } from 'drizzle-orm';
import { ANOMALY_THRESHOLDS as T, NETWORK_PREFIX } from './thresholds';

/*
 * One set-based query per signal over the consultations recorded in (since, until] ("new"), each
 * looking back as far as its window needs. They answer candidates; storing them (unique per
 * account, kind and key) keeps each signal once.
 */

/** The network of an address column: its /24 (IPv4) or /48 (IPv6), as text ("203.0.113.0/24"). */
const networkText = (column: string) =>
  `network(set_masklen(${column}, case when family(${column}) = 4 then ${NETWORK_PREFIX.ipv4} else ${NETWORK_PREFIX.ipv6} end))::text`;
export const networkOf = (column: string) => sql.raw(networkText(column));

const isNew = (alias: string, since: Date, until: Date) =>
  sql`${sql.raw(alias)}.created_at > ${since.toISOString()}::timestamptz and ${sql.raw(alias)}.created_at <= ${until.toISOString()}::timestamptz`;

/** A consultation as evidence. */
const consultationJson = (alias: string) =>
  sql.raw(`jsonb_build_object('id', ${alias}.id, 'at', ${alias}.created_at, 'country', ${alias}.country,
    'network', ${networkText(`${alias}.ip`)},
    'reference', ${alias}.reference, 'outcome', ${alias}.outcome)`);

/** Each new consultation of a seal from a country, with the seal's previous one from a country, when they differ. */
export const travelPairs = (since: Date, until: Date): SQL => sql`
  select c.account_id, c.serial::text as serial, c.reference, c.created_at as at,
    ${consultationJson('c')} as "to", ${consultationJson('p')} as "from"
  from seal_consultations c
  cross join lateral (
    select * from seal_consultations p
    where p.account_id = c.account_id and p.serial = c.serial and p.country is not null
      and p.created_at <= c.created_at and p.id <> c.id
      and p.created_at > c.created_at - ${T.impossibleTravel.lookbackHours} * interval '1 hour'
      and (p.created_at < c.created_at or p.id < c.id)
    order by p.created_at desc, p.id desc limit 1
  ) p
  where ${isNew('c', since, until)} and c.serial is not null and c.country is not null and p.country <> c.country`;

/** Per seal and week of its new consultations: the networks that consulted it in the window before. */
export const manyNetworks = (since: Date, until: Date): SQL => sql`
  with touched as (
    select account_id, serial, floor(extract(epoch from created_at) / 86400 / ${T.manyNetworks.windowDays})::int as bucket,
      max(created_at) as at, (array_agg(reference order by created_at desc))[1] as reference
    from seal_consultations c
    where ${isNew('c', since, until)} and serial is not null
    group by account_id, serial, 3
  )
  select t.account_id, t.serial::text as serial, t.reference, t.at, t.bucket, n.networks, n.since
  from touched t
  cross join lateral (
    select array_agg(distinct ${networkOf('s.ip')} order by ${networkOf('s.ip')}) as networks, min(s.created_at) as since
    from seal_consultations s
    where s.account_id = t.account_id and s.serial = t.serial
      and s.created_at > t.at - ${T.manyNetworks.windowDays} * interval '1 day' and s.created_at <= t.at
  ) n
  where cardinality(n.networks) >= ${T.manyNetworks.networks}`;

const probeOutcomes = sql.raw(T.invalidProbing.outcomes.join(', '));

/**
 * Per network and UTC hour touched by new invalid consultations: the attempts of the hour, when
 * enough, with each account one of whose seals was consulted from that network in that hour
 * (the invalid rows have no account: unmatched_consultations; no such account, no signal).
 */
export const invalidProbing = (since: Date, until: Date): SQL => sql`
  with touched as (
    select distinct ${networkOf('c.ip')} as network, date_trunc('hour', c.created_at) as hour
    from unmatched_consultations c
    where ${isNew('c', since, until)} and c.outcome in (${probeOutcomes})
  ), probe as (
    select t.network, t.hour, count(*)::int as attempts, min(s.created_at) as since, max(s.created_at) as until,
      (array_agg(distinct s.reference))[1:${T.evidenceReferences}] as refs
    from touched t
    join unmatched_consultations s on s.outcome in (${probeOutcomes})
      and s.created_at >= t.hour and s.created_at < t.hour + interval '1 hour' and ${networkOf('s.ip')} = t.network
    group by t.network, t.hour
    having count(*) >= ${T.invalidProbing.attempts}
  )
  select distinct a.account_id, p.network, p.hour, p.attempts, p.since, p.until, p.refs
  from probe p
  join seal_consultations a on a.serial is not null
    and a.created_at >= p.hour and a.created_at < p.hour + interval '1 hour' and ${networkOf('a.ip')} = p.network`;

/** Per account, network and UTC hour touched by new consultations of seals: the reels probed in it. */
export const reelProbing = (since: Date, until: Date): SQL => sql`
  with touched as (
    select distinct c.account_id, ${networkOf('c.ip')} as network, date_trunc('hour', c.created_at) as hour
    from seal_consultations c
    where ${isNew('c', since, until)} and c.serial is not null
  )
  select t.account_id, t.network, t.hour, r.id as reel_id, r.first_serial::text as first_serial,
    r.last_serial::text as last_serial, count(distinct s.reference)::int as reference_count,
    (array_agg(distinct s.reference))[1:${T.evidenceReferences}] as refs, min(s.created_at) as since, max(s.created_at) as until
  from touched t
  join seal_consultations s on s.account_id = t.account_id and s.serial is not null
    and s.created_at >= t.hour and s.created_at < t.hour + interval '1 hour' and ${networkOf('s.ip')} = t.network
  join reels r on r.account_id = s.account_id and s.serial between r.first_serial and r.last_serial
  group by t.account_id, t.network, t.hour, r.account_id, r.id
  having count(distinct s.reference) >= ${T.reelProbing.references}`;

/** New consultations of a seal from another country than its activation's target country. */
export const outsideTargetCountry = (since: Date, until: Date): SQL => sql`
  select c.account_id, c.serial::text as serial, c.reference, c.created_at as at, c.country,
    a.target_country, ${consultationJson('c')} as consultation
  from seal_consultations c
  cross join lateral (
    select target_country from seal_activations a
    where a.account_id = c.account_id and a.serials @> c.serial and a.status = 'active'
    order by a.created_at desc limit 1
  ) a
  where ${isNew('c', since, until)} and c.serial is not null and c.country is not null
    and a.target_country is not null and upper(a.target_country) <> upper(c.country)`;
