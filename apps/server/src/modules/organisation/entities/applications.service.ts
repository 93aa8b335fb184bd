import { APPLICATIONS, type ListResult, type organisation } from '@seal/shared';
import type { SessionCallContext } from '../../../rpc/context';
import { isoOrNull } from '../shared/list';
import { orgaScope } from '../shared/scope';
import * as repo from './entities.repository';

/** Both applications, enabled or not, so the screen can show what the entity does not use yet. */
export async function listApplications(ctx: SessionCallContext): Promise<ListResult<organisation.ApplicationRow>> {
  const scope = await orgaScope(ctx);
  const enabled = await repo.findApplicationsOf(ctx.db, scope.accountId, [scope.entityId]);
  const counts = await repo.countByApplication(ctx.db, scope.accountId, scope.entityId);
  const rows = APPLICATIONS.map((application) => {
    const row = enabled.find((e) => e.application === application);
    const count = counts.find((c) => c.application === application);
    return {
      application,
      enabled: row !== undefined,
      enabledAt: isoOrNull(row?.enabledAt ?? null),
      groupCount: count?.groupCount ?? 0,
      userCount: count?.userCount ?? 0,
    };
  });
  return { rows, total: rows.length };
}
