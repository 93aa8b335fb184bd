import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnomalyKind, ListResult, ParsedInputOf } from '@seal/shared';
import type { AnomalyRow, list } from '@seal/shared/contract/anomalies';
import type { Db } from '../../db/client';
import { anomalies } from '../../db/schema';

type ListInput = ParsedInputOf<typeof list>;

const SORT = { occurredAt: anomalies.occurredAt, detectedAt: anomalies.detectedAt, kind: anomalies.kind } as const;

/** The account's anomalies: kind filter, occurred between two days (UTC, both included). */
export async function listAnomalies(db: Db, accountId: string, input: ListInput): Promise<ListResult<AnomalyRow>> {
  const { kind, from, to } = input.filters;
  const kinds = kind === undefined ? [] : Array.isArray(kind) ? kind : [kind];
  const conditions: (SQL | undefined)[] = [
    eq(anomalies.accountId, accountId),
    kinds.length > 0 ? inArray(anomalies.kind, kinds) : undefined,
    from ? gte(anomalies.occurredAt, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(anomalies.occurredAt, sql`${to}::date + 1`) : undefined,
  ];
  const where = and(...conditions);
  const column = SORT[input.sort?.field ?? 'occurredAt'];
  const order = input.sort?.order ?? 'desc';
  const rows = await db
    .select()
    .from(anomalies)
    .where(where)
    .orderBy(order === 'asc' ? asc(column) : desc(column), desc(anomalies.occurredAt), asc(anomalies.id))
    .limit(input.size)
    .offset((input.page - 1) * input.size);
  const [total] = await db.select({ n: count() }).from(anomalies).where(where);
  return {
    rows: rows.map(
      (row) =>
        ({
          id: row.id,
          kind: row.kind as AnomalyKind,
          serial: row.serial,
          reference: row.reference,
          evidence: row.evidence,
          occurredAt: row.occurredAt.toISOString(),
          detectedAt: row.detectedAt.toISOString(),
        }) as AnomalyRow,
    ),
    total: total?.n ?? 0,
  };
}
