import { and, eq, sql } from 'drizzle-orm';
import type { DraftForm } from '@seal/shared/contract/drafts';
import type { Db } from '../../db/client';
import { formDrafts } from '../../db/schema';

/** Whose draft and of what: a draft is always read and written through its owner's session. */
export interface DraftAddress {
  accountId: string;
  userId: string;
  form: DraftForm;
  key: string;
}

const at = (address: DraftAddress) =>
  and(
    eq(formDrafts.accountId, address.accountId),
    eq(formDrafts.userId, address.userId),
    eq(formDrafts.form, address.form),
    eq(formDrafts.key, address.key),
  );

export async function findDraft(db: Db, address: DraftAddress) {
  const [row] = await db.select().from(formDrafts).where(at(address));
  return row;
}

/** Writes the draft, replacing what was kept before; answers when it was saved. */
export async function upsertDraft(
  db: Db,
  address: DraftAddress,
  draft: { step: number; values: Record<string, unknown> },
): Promise<Date> {
  const [row] = await db
    .insert(formDrafts)
    .values({ ...address, ...draft })
    .onConflictDoUpdate({
      target: [formDrafts.accountId, formDrafts.userId, formDrafts.form, formDrafts.key],
      set: { step: draft.step, values: draft.values, savedAt: sql`now()` },
    })
    .returning({ savedAt: formDrafts.savedAt });
  return row!.savedAt;
}

export async function deleteDraft(db: Db, address: DraftAddress): Promise<boolean> {
  const rows = await db.delete(formDrafts).where(at(address)).returning({ key: formDrafts.key });
  return rows.length > 0;
}
