import { sql, type SQL } from 'drizzle-orm';
import type { ListResult, ParsedInputOf } from '@seal/shared';
import { mediaUrl } from '@seal/shared/contract/media';
import type { statistics } from '@seal/shared';
import type { ConsumerFormRow, ErrorRow, FormPoint } from '@seal/shared/contract/statistics';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { consumerForms, sealConsultations } from '../../db/schema';
import { isErrorOutcome, productTitleOf } from './statistics.repository';
import { createdInRange, inEntities, type StatQueryScope } from './statistics-scope';

/*
 * The lists of the statistics screens: single consultation errors and consumer forms, read from
 * their own rows a page at a time through the (account_id, entity_id, created_at) indexes.
 */

type ErrorsInput = ParsedInputOf<typeof statistics.listConsultationErrors>;
type FormsInput = ParsedInputOf<typeof statistics.listConsumerForms>;

/** ILIKE pattern for "contains", with the user's % _ and \\ taken literally. */
const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const iso = (value: Date | string) => new Date(value).toISOString();
const page = (input: { page: number; size: number }) =>
  sql`limit ${input.size} offset ${(input.page - 1) * input.size}`;
const direction = (order: 'asc' | 'desc') => sql.raw(order === 'desc' ? 'desc nulls last' : 'asc nulls last');

const c = sealConsultations;
const ERROR_SORT: Record<'date' | 'reference' | 'outcome' | 'country', SQL> = {
  date: sql`c.created_at`,
  reference: sql`c.reference`,
  outcome: sql`c.outcome`,
  country: sql`c.country`,
};

/** statModel.listConsultationErrors: the errors of the scope's seals, a page at a time. */
export async function listErrors(
  db: Db,
  scope: StatQueryScope,
  userId: string,
  input: ErrorsInput,
): Promise<ListResult<ErrorRow>> {
  const conditions = [
    sql`c.account_id = ${scope.accountId}`,
    inEntities(sql`c.entity_id`, scope),
    isErrorOutcome(sql`c.outcome`),
    createdInRange(sql`c.created_at`, scope),
  ];
  if (input.filters.outcome !== undefined) conditions.push(sql`c.outcome = ${input.filters.outcome}`);
  if (input.search) conditions.push(sql`c.reference ilike ${containsPattern(input.search)}`);
  const where = sql.join(conditions, sql` and `);
  const { field, order } = input.sort ?? { field: 'date', order: 'desc' };
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select c.id, c.created_at, c.reference, c.outcome, c.country, c.language,
        ${productTitleOf(sql`c.product_id`, userId)} as product_title
      from ${c} c where ${where}
      order by ${ERROR_SORT[field]} ${direction(order)}, c.id ${direction(order)}
      ${page(input)}`),
    db.execute(sql`select count(*)::int8 as n from ${c} c where ${where}`),
  ]);
  return {
    rows: rowsOf<{
      id: string | number;
      created_at: Date | string;
      reference: string;
      outcome: number;
      country: string | null;
      language: string | null;
      product_title: string | null;
    }>(rows).map((row) => ({
      id: String(row.id),
      date: iso(row.created_at),
      reference: row.reference,
      outcome: Number(row.outcome),
      country: row.country,
      language: row.language,
      productTitle: row.product_title,
    })),
    total: Number(rowsOf<{ n: string | number }>(total)[0]?.n ?? 0),
  };
}

const f = consumerForms;
const FORM_SORT: Record<'date' | 'reference' | 'kind' | 'country', SQL> = {
  date: sql`f.created_at`,
  reference: sql`f.reference`,
  kind: sql`f.kind`,
  country: sql`f.country`,
};

const formsIn = (scope: StatQueryScope) => [
  sql`f.account_id = ${scope.accountId}`,
  inEntities(sql`f.entity_id`, scope),
  createdInRange(sql`f.created_at`, scope),
];

/** statModel.listConsumerForms: the forms sent about the scope's seals, a page at a time. */
export async function listForms(
  db: Db,
  scope: StatQueryScope,
  userId: string,
  input: FormsInput,
): Promise<ListResult<ConsumerFormRow>> {
  const conditions = formsIn(scope);
  if (input.filters.kind) conditions.push(sql`f.kind = ${input.filters.kind}`);
  if (input.filters.id) conditions.push(sql`f.id = ${input.filters.id}`);
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(sql`(f.reference ilike ${pattern} or f.comment ilike ${pattern} or f.email ilike ${pattern})`);
  }
  const where = sql.join(conditions, sql` and `);
  const { field, order } = input.sort ?? { field: 'date', order: 'desc' };
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select f.id, f.created_at, f.reference, f.kind, f.request_type, f.email, f.comment, f.country, f.language,
        f.latitude, f.longitude, f.image_id, ${productTitleOf(sql`f.product_id`, userId)} as product_title
      from ${f} f where ${where}
      order by ${FORM_SORT[field]} ${direction(order)}, f.id ${direction(order)}
      ${page(input)}`),
    db.execute(sql`select count(*)::int8 as n from ${f} f where ${where}`),
  ]);
  return {
    rows: rowsOf<{
      id: string;
      created_at: Date | string;
      reference: string;
      kind: ConsumerFormRow['kind'];
      request_type: ConsumerFormRow['requestType'];
      email: string | null;
      comment: string | null;
      country: string | null;
      language: string | null;
      latitude: number | null;
      longitude: number | null;
      image_id: string | null;
      product_title: string | null;
    }>(rows).map((row) => ({
      id: row.id,
      date: iso(row.created_at),
      reference: row.reference,
      productTitle: row.product_title,
      kind: row.kind,
      requestType: row.request_type,
      email: row.email,
      comment: row.comment,
      country: row.country,
      language: row.language,
      latitude: row.latitude === null ? null : Number(row.latitude),
      longitude: row.longitude === null ? null : Number(row.longitude),
      imageUrl: row.image_id ? mediaUrl(row.image_id) : null,
    })),
    total: Number(rowsOf<{ n: string | number }>(total)[0]?.n ?? 0),
  };
}

/** The latest `limit` forms of the scope with a position: the map's points. */
export async function formPoints(db: Db, scope: StatQueryScope, limit: number): Promise<FormPoint[]> {
  const result = await db.execute(sql`
    select f.id, f.latitude, f.longitude, f.kind, f.created_at, f.reference
    from ${f} f where ${sql.join(formsIn(scope), sql` and `)} and f.latitude is not null
    order by f.created_at desc, f.id desc limit ${limit}`);
  return rowsOf<{
    id: string;
    latitude: number;
    longitude: number;
    kind: FormPoint['kind'];
    created_at: Date | string;
    reference: string;
  }>(result).map((row) => ({
    id: row.id,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    kind: row.kind,
    date: iso(row.created_at),
    reference: row.reference,
  }));
}
