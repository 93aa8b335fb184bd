import { AppError, ERRORS, listOffset, type ListResult, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/qr-creator';
import type { QrProductOption, QrSetRow } from '@seal/shared/contract/qr-creator';
import type { SessionCallContext } from '../../rpc/context';
import { codeSvg } from '../codes/code-svg';
import { productScope } from '../products/product-scope';
import { findLinks, listLinks } from '../resolver/links.repository';
import { publishedELabels } from '../qrnutri/qrnutri.repository';
import * as repo from './qr-creator.repository';
import { planSet } from './qr-set-plan';

type In<C> = ParsedInputOf<C>;

export function listSets(ctx: SessionCallContext, input: In<typeof contract.list>): Promise<ListResult<QrSetRow>> {
  return repo.listSets(ctx.db, ctx.session.accountId, {
    offset: listOffset(input),
    size: input.size,
    search: input.search,
    target: input.filters.target,
    sort: input.sort?.field ?? 'createdAt',
    order: input.sort?.order ?? 'desc',
  });
}

export async function previewSet(ctx: SessionCallContext, input: In<typeof contract.preview>) {
  const { values, first } = await planSet(ctx, input);
  const svg = codeSvg(first.matrix, { moduleSize: values.moduleMm, quietZone: values.quietZone, label: first.label });
  return { content: first.content, svg, codeCount: values.codeCount };
}

export async function createSet(ctx: SessionCallContext, input: In<typeof contract.create>): Promise<QrSetRow> {
  const { values } = await planSet(ctx, input);
  const id = await repo.insertSet(ctx.db, {
    ...values,
    accountId: ctx.session.accountId,
    createdBy: ctx.session.userId,
  });
  ctx.audit({
    targetId: id,
    after: { name: values.name, target: values.target, link: values.link, codeCount: values.codeCount },
  });
  return (await repo.findSetRow(ctx.db, ctx.session.accountId, id))!;
}

export async function removeSet(ctx: SessionCallContext, input: In<typeof contract.remove>) {
  const before = await repo.findSet(ctx.db, ctx.session.accountId, input.setId);
  if (!before || !(await repo.removeSet(ctx.db, ctx.session.accountId, input.setId)))
    throw new AppError(ERRORS.common.notFound);
  ctx.audit({ targetId: before.id, before: { name: before.name, codeCount: before.codeCount } });
  return { removed: true as const };
}

/** The first products of the scope matching the search, and the chosen one (to label it) first: one of the scope. */
export async function productOptions(
  ctx: SessionCallContext,
  input: In<typeof contract.productOptions>,
): Promise<QrProductOption[]> {
  const scope = await productScope(ctx.db, ctx.session);
  const page = await listLinks(ctx.db, scope, ctx.session.userId, {
    offset: 0,
    size: 20,
    search: input.search || undefined,
    sort: 'title',
    order: 'asc',
  });
  const chosen = input.productId ? await findLinks(ctx.db, scope, ctx.session.userId, input.productId) : undefined;
  if (input.productId && !chosen) throw new AppError(ERRORS.common.notFound);
  const rows = chosen ? [chosen, ...page.rows.filter((row) => row.productId !== chosen.productId)] : page.rows;
  const eLabels = await publishedELabels(
    ctx.db,
    ctx.session.accountId,
    rows.map((row) => row.productId),
  );
  return rows.map((row) => ({
    id: row.productId,
    title: row.title,
    gtin: row.gtin,
    hasProductPage: Boolean(row.productPageUrl),
    hasELabel: eLabels.has(row.productId),
  }));
}
