import type { Db } from '../../db/client';
import { actionLog } from '../../db/schema';
import type { AuditEntry, SessionContext } from '../../rpc/context';

export interface ActionRecord {
  method: string;
  session: SessionContext | null;
  ip: string;
  input: unknown;
  audits: AuditEntry[];
}

/** The action log is written in one place, by the dispatcher, for every method that changes data. */
export function createActionLogService() {
  return {
    async record(db: Db, { method, session, ip, input, audits }: ActionRecord) {
      const entries = audits.length > 0 ? audits : [{}];
      await db.insert(actionLog).values(
        entries.map((entry: AuditEntry) => ({
          method,
          accountId: session?.accountId ?? null,
          entityId: session?.entityId ?? null,
          userId: session?.userId ?? null,
          ip,
          input,
          targetId: entry.targetId ?? null,
          before: entry.before ?? null,
          after: entry.after ?? null,
        })),
      );
    },
  };
}

export type ActionLogService = ReturnType<typeof createActionLogService>;
