import { and, eq, sql } from 'drizzle-orm';
import { AppError, ERRORS, listOffset, type ListResult, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/webhooks';
import { WEBHOOK_TEST_EVENT, type WebhookDeliveryRow, type WebhookRow } from '@seal/shared/contract/webhooks';
import { webhooks } from '../../db/schema';
import type { SessionCallContext } from '../../rpc/context';
import { webhookUrlProblem } from './webhook-address';
import { newWebhookSecret } from './webhook-signature';
import * as repo from './webhooks.repository';

type In<C> = ParsedInputOf<C>;

function checkUrl(ctx: SessionCallContext, url: string) {
  const reason = webhookUrlProblem(url, { allowLoopback: ctx.services.remoteFetch.allowLoopback === true });
  if (reason) throw new AppError(ERRORS.webhook.unsafeUrl, { reason });
}

async function owned(ctx: SessionCallContext, webhookId: string) {
  const row = await repo.findWebhook(ctx.db, ctx.session.accountId, webhookId);
  if (!row) throw new AppError(ERRORS.common.notFound);
  return row;
}

export async function listWebhooks(
  ctx: SessionCallContext,
  input: In<typeof contract.list>,
): Promise<ListResult<WebhookRow>> {
  return repo.listWebhooks(ctx.db, ctx.session.accountId, {
    offset: listOffset(input),
    size: input.size,
    sort: input.sort?.field ?? 'createdAt',
    order: input.sort?.order ?? 'desc',
  });
}

export async function createWebhook(ctx: SessionCallContext, input: In<typeof contract.create>) {
  checkUrl(ctx, input.url);
  const secret = newWebhookSecret();
  const [row] = await ctx.db
    .insert(webhooks)
    .values({
      accountId: ctx.session.accountId,
      url: input.url,
      events: [...new Set<string>(input.events)],
      enabled: input.enabled,
      secret,
      createdBy: ctx.session.userId,
    })
    .returning();
  ctx.audit({ targetId: row!.id, after: { url: row!.url, events: row!.events, enabled: row!.enabled } });
  return { webhook: repo.toWebhookRow(row!), secret };
}

export async function updateWebhook(ctx: SessionCallContext, input: In<typeof contract.update>): Promise<WebhookRow> {
  const before = await owned(ctx, input.webhookId);
  checkUrl(ctx, input.url);
  const [row] = await ctx.db
    .update(webhooks)
    .set({ url: input.url, events: [...new Set<string>(input.events)], enabled: input.enabled, updatedAt: sql`now()` })
    .where(and(eq(webhooks.accountId, ctx.session.accountId), eq(webhooks.id, input.webhookId)))
    .returning();
  ctx.audit({
    targetId: row!.id,
    before: { url: before.url, events: before.events, enabled: before.enabled },
    after: { url: row!.url, events: row!.events, enabled: row!.enabled },
  });
  return repo.toWebhookRow(row!);
}

export async function removeWebhook(ctx: SessionCallContext, input: In<typeof contract.remove>) {
  const before = await owned(ctx, input.webhookId);
  await ctx.db
    .delete(webhooks)
    .where(and(eq(webhooks.accountId, ctx.session.accountId), eq(webhooks.id, input.webhookId)));
  ctx.audit({ targetId: before.id, before: { url: before.url, events: before.events } });
  return { removed: true as const };
}

export async function rotateSecret(ctx: SessionCallContext, input: In<typeof contract.rotateSecret>) {
  await owned(ctx, input.webhookId);
  const secret = newWebhookSecret();
  await ctx.db
    .update(webhooks)
    .set({ secret, updatedAt: sql`now()` })
    .where(and(eq(webhooks.accountId, ctx.session.accountId), eq(webhooks.id, input.webhookId)));
  // The secret itself is never written to the log.
  ctx.audit({ targetId: input.webhookId, after: { secret: 'rotated' } });
  return { secret };
}

export async function listDeliveries(
  ctx: SessionCallContext,
  input: In<typeof contract.deliveries>,
): Promise<ListResult<WebhookDeliveryRow>> {
  await owned(ctx, input.webhookId);
  return repo.listDeliveries(ctx.db, ctx.session.accountId, input.webhookId, {
    offset: listOffset(input),
    size: input.size,
    order: input.sort?.order ?? 'desc',
  });
}

async function deliveryRow(ctx: SessionCallContext, deliveryId: string) {
  return repo.toDeliveryRow((await repo.findDelivery(ctx.db, ctx.session.accountId, deliveryId))!);
}

export async function redeliver(ctx: SessionCallContext, input: In<typeof contract.redeliver>) {
  await owned(ctx, input.webhookId);
  if (!(await repo.requeueDelivery(ctx.db, ctx.session.accountId, input.webhookId, input.deliveryId)))
    throw new AppError(ERRORS.common.notFound);
  ctx.audit({ targetId: input.deliveryId, after: { webhookId: input.webhookId, action: 'redeliver' } });
  return deliveryRow(ctx, input.deliveryId);
}

export async function sendTest(ctx: SessionCallContext, input: In<typeof contract.sendTest>) {
  const webhook = await owned(ctx, input.webhookId);
  const id = await repo.queueDelivery(ctx.db, ctx.session.accountId, webhook.id, WEBHOOK_TEST_EVENT, {
    message: 'A test event sent from Seal Console.',
    webhookId: webhook.id,
  });
  ctx.audit({ targetId: id, after: { webhookId: webhook.id, action: 'sendTest' } });
  return deliveryRow(ctx, id);
}
