import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { mail, ParsedInputOf } from '@seal/shared';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/list-sql';
import { mailOutbox, users } from '../../db/schema';

type Input = ParsedInputOf<typeof mail.listOutbox>;

/** Whose mails a reader may see: the account's, sent to a user of one of these entities. */
export interface OutboxScope {
  accountId: string;
  entityIds: readonly string[];
}

function where(scope: OutboxScope, { search }: Input): SQL | undefined {
  const recipients = sql`lower(${mailOutbox.to}) in (select lower(${users.email}) from ${users} where ${and(
    eq(users.accountId, scope.accountId),
    inArray(users.entityId, [...scope.entityIds]),
  )})`;
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    eq(mailOutbox.accountId, scope.accountId),
    recipients,
    pattern ? or(ilike(mailOutbox.to, pattern), ilike(mailOutbox.subject, pattern)) : undefined,
  );
}

/** One page of the scope's mails, newest first (the list has no other order). */
export async function listOutboxMails(db: Db, scope: OutboxScope, input: Input) {
  const condition = where(scope, input);
  const order = input.sort?.order === 'asc' ? sql`${mailOutbox.createdAt} asc` : desc(mailOutbox.createdAt);
  const rows = await db
    .select({
      id: mailOutbox.id,
      createdAt: mailOutbox.createdAt,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
    })
    .from(mailOutbox)
    .where(condition)
    .orderBy(order, desc(mailOutbox.id))
    .limit(input.size)
    .offset((input.page - 1) * input.size);
  const [total] = await db.select({ value: count() }).from(mailOutbox).where(condition);
  return { rows, total: total?.value ?? 0 };
}
