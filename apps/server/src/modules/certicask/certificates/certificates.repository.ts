import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@seal/shared';
import type { CertificateSubject } from '@seal/shared/certicask/certificates';
import type { Db } from '../../../db/client';
import { claimGlobalKeys } from '../../../db/global-keys';
import { containsPattern, orderBy } from '../../../db/list-sql';
import { caskCertificates } from '../../../db/schema';
import { onAccount } from '../../../db/tenant-scope';

/*
 * Certificates are written once and never changed nor deleted (a test reads the server sources to
 * prove it): this file inserts and reads them, nothing else.
 */

export type CertificateRecord = typeof caskCertificates.$inferSelect;
export type CertificateWithFrom = { certificate: CertificateRecord; fromNumber: string | null };

const from = alias(caskCertificates, 'from_certificate');
const columns = { certificate: caskCertificates, fromNumber: from.number };

const select = (db: Db) =>
  db
    .select(columns)
    .from(caskCertificates)
    .leftJoin(from, onAccount(caskCertificates, caskCertificates.fromCertificateId, from));

export interface CertificateListOptions {
  offset: number;
  size: number;
  search: string | undefined;
  /** The serial the search names when it reads as a reference: the certificates covering it match too. */
  searchSerial: number | undefined;
  subject: CertificateSubject | undefined;
  sort: { field: 'issuedAt' | 'number'; order: SortOrder } | undefined;
}

export async function listCertificates(db: Db, accountId: string, options: CertificateListOptions) {
  const pattern = options.search ? containsPattern(options.search) : undefined;
  const matches: (SQL | undefined)[] = pattern
    ? [
        ilike(caskCertificates.number, pattern),
        sql`${caskCertificates.content} -> 'product' ->> 'title' ilike ${pattern}`,
        sql`${caskCertificates.content} -> 'container' ->> 'name' ilike ${pattern}`,
        options.searchSerial === undefined
          ? undefined
          : sql`${caskCertificates.serials} @> ${options.searchSerial}::int8`,
      ]
    : [];
  const where = and(
    eq(caskCertificates.accountId, accountId),
    pattern ? or(...matches) : undefined,
    options.subject ? eq(caskCertificates.subject, options.subject) : undefined,
  );
  const rows = await select(db)
    .where(where)
    .orderBy(
      ...orderBy(
        { issuedAt: caskCertificates.issuedAt, number: caskCertificates.number },
        options.sort,
        { field: 'issuedAt', order: 'desc' },
        caskCertificates.number,
      ),
    )
    .limit(options.size)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(caskCertificates).where(where);
  return { rows: rows as CertificateWithFrom[], total: total?.n ?? 0 };
}

export async function findCertificate(db: Db, accountId: string, certificateId: string) {
  const [row] = await select(db).where(
    and(eq(caskCertificates.accountId, accountId), eq(caskCertificates.id, certificateId)),
  );
  return row as CertificateWithFrom | undefined;
}

/** The account's certificates covering a serial, newest first (the GiST index on (account_id, serials)). */
export async function certificatesCovering(db: Db, accountId: string, serial: number) {
  return (await select(db)
    .where(and(eq(caskCertificates.accountId, accountId), sql`${caskCertificates.serials} @> ${serial}::int8`))
    .orderBy(sql`${caskCertificates.issuedAt} desc`, sql`${caskCertificates.number} desc`)) as CertificateWithFrom[];
}

/** The account's cask certificate of this number, which bottles name as the cask they were filled from. */
export async function findCaskCertificate(db: Db, accountId: string, number: string) {
  const [row] = await db
    .select()
    .from(caskCertificates)
    .where(
      and(
        eq(caskCertificates.accountId, accountId),
        eq(caskCertificates.number, number),
        eq(caskCertificates.subject, 'cask'),
      ),
    );
  return row;
}

/** Inserts a certificate with its number in global_keys: call it inside a transaction. */
export async function insertCertificate(db: Db, values: typeof caskCertificates.$inferInsert) {
  const [row] = await db
    .insert(caskCertificates)
    .values(values)
    .returning({ id: caskCertificates.id, accountId: caskCertificates.accountId, value: caskCertificates.number });
  await claimGlobalKeys(db, 'certificate_number', [row!]);
  return row!.id;
}
