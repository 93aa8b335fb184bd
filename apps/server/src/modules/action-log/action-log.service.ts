import type { Db } from '../../db/client';
import { actionLog, anonymousActionLog } from '../../db/schema';
import type { SessionContext } from '../auth/session-context';

export interface AuditEntry {
  targetId?: string;
  before?: unknown;
  after?: unknown;
}

export interface ActionRecord {
  method: string;
  session: SessionContext | null;
  ip: string;
  input: unknown;
  audits: AuditEntry[];
  /** Where a change made without a session happened (an operator command): its account and entity. */
  place?: { accountId: string; entityId: string };
}

/** The action log is written in one place, by the dispatcher, for every method that changes data. */
export function createActionLogService() {
  return {
    async record(db: Db, { method, session, ip, input, audits, place }: ActionRecord) {
      const entries = audits.length > 0 ? audits : [{}];
      const accountId = session?.accountId ?? place?.accountId;
      const change = (entry: AuditEntry) => ({
        method,
        ip,
        input,
        targetId: entry.targetId ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
      // A change made without an account (a public method: a password set from its link) is kept
      // apart, in a table that stays local on Citus (docs/scale-out.md).
      if (!accountId) {
        await db.insert(anonymousActionLog).values(entries.map(change));
        return;
      }
      await db.insert(actionLog).values(
        entries.map((entry: AuditEntry) => ({
          ...change(entry),
          accountId,
          entityId: session?.entityId ?? place?.entityId ?? null,
          userId: session?.userId ?? null,
          apiTokenId: session?.apiToken?.id ?? null,
          apiTokenName: session?.apiToken?.name ?? null,
        })),
      );
    },
  };
}

export type ActionLogService = ReturnType<typeof createActionLogService>;
