import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '@seal/shared';
import type { NotificationKind } from '@seal/shared/contract/organisation-common';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { consultationNoticeJobs, consumerForms, productTexts, products } from '../../db/schema';

export interface Recipient {
  email: string;
  firstName: string;
  language: Language;
}

/**
 * The users of a seal's entity and of every entity above it (the owners of a sub-entity see what
 * happens to its seals), who can log in: neither they nor their entity disabled. `who` picks the
 * users subscribed to one kind of notification, or the administrators.
 */
async function recipientsAbove(
  db: Db,
  seal: { accountId: string; entityId: string },
  who: { kind: NotificationKind } | 'administrators',
): Promise<Recipient[]> {
  const picked =
    who === 'administrators'
      ? sql`u.user_type = 'admin'`
      : sql`exists (select 1 from user_profiles p where p.user_id = u.id and ${who.kind} = any(p.notifications))`;
  const result = await db.execute(sql`
    with recursive up(id, parent_id, disabled) as (
      select id, parent_id, disabled from entities where id = ${seal.entityId} and account_id = ${seal.accountId}
      union
      select e.id, e.parent_id, e.disabled from entities e join up on e.id = up.parent_id
      where e.account_id = ${seal.accountId}
    )
    select u.email, u.first_name as "firstName", u.language
    from users u join up on u.entity_id = up.id
    where u.account_id = ${seal.accountId} and not u.disabled and not up.disabled and ${picked}
    order by u.email`);
  return rowsOf<Recipient>(result);
}

export const subscribers = (db: Db, seal: { accountId: string; entityId: string }, kind: NotificationKind) =>
  recipientsAbove(db, seal, { kind });

export const administrators = (db: Db, seal: { accountId: string; entityId: string }) =>
  recipientsAbove(db, seal, 'administrators');

/** A product's titles by language, and its default language: a mail names it in its reader's. */
export async function productTitles(db: Db, accountId: string, productId: string) {
  const [product] = await db
    .select({ defaultLanguage: products.defaultLanguage })
    .from(products)
    .where(and(eq(products.accountId, accountId), eq(products.id, productId)));
  if (!product) return null;
  const rows = await db
    .select({ language: productTexts.language, title: productTexts.title })
    .from(productTexts)
    .where(and(eq(productTexts.accountId, accountId), eq(productTexts.productId, productId)));
  return { defaultLanguage: product.defaultLanguage, titles: new Map(rows.map((row) => [row.language, row.title])) };
}

/** What a form notice says of the form: its kind, request type and date (not the consumer's own data). */
export async function findForm(db: Db, accountId: string, formId: string) {
  const [form] = await db
    .select({
      kind: consumerForms.kind,
      requestType: consumerForms.requestType,
      productId: consumerForms.productId,
      createdAt: consumerForms.createdAt,
    })
    .from(consumerForms)
    .where(and(eq(consumerForms.accountId, accountId), eq(consumerForms.id, formId)));
  return form;
}

/**
 * Marks a notice job as done, in the transaction that writes its mails: true the first time,
 * false when a run of the same job already committed them.
 */
export async function claimNoticeJob(db: Db, jobId: string, queue: string): Promise<boolean> {
  const rows = await db
    .insert(consultationNoticeJobs)
    .values({ jobId, queue })
    .onConflictDoNothing()
    .returning({ jobId: consultationNoticeJobs.jobId });
  return rows.length === 1;
}
