import type { ListResult, ParsedInputOf } from '@seal/shared';
import type { loyalty } from '@seal/shared';
import { LOYALTY_BUCKETS, type LoyalConsumer, type LoyaltySummary } from '@seal/shared/contract/loyalty';
import type { SessionCallContext } from '../../rpc/context';
import { resolveStatScope } from './statistics-scope';
import * as repo from './loyalty.repository';

/** loyaltyModel.getSummary: the consumers of the period, those who came back, and their products. */
export async function getSummary(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof loyalty.getLoyaltySummary>,
): Promise<LoyaltySummary> {
  const scope = await resolveStatScope(ctx.db, ctx.session, input);
  const found = await repo.summary(ctx.db, scope, ctx.session.userId);
  return {
    ...found,
    // Every bucket, the empty ones as 0, so the chart keeps its axis.
    byContacts: LOYALTY_BUCKETS.map((bucket) => ({ bucket, consumers: found.byContacts.get(bucket) ?? 0 })),
  };
}

/** loyaltyModel.listConsumers: the consumers of the period, a page at a time. */
export async function listConsumers(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof loyalty.listLoyalConsumers>,
): Promise<ListResult<LoyalConsumer>> {
  const scope = await resolveStatScope(ctx.db, ctx.session, input.scope);
  return repo.listConsumers(ctx.db, scope, ctx.session.userId, input);
}
