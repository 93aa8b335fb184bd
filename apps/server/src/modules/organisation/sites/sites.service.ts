import { AppError, ERRORS, type organisation, type ParsedInputOf } from '@seal/shared';
import type { SessionCallContext } from '../../../rpc/context';
import { findUsers } from '../users/users.repository';
import { found, notFound } from '../shared/errors';
import { orgaScope, requireAnyRight, type Scope } from '../shared/scope';
import * as repo from './sites.repository';

type SiteRow = organisation.SiteRow;
type SiteDetail = organisation.SiteDetail;
type SiteTree = organisation.SiteTree;
type SiteFields = ParsedInputOf<typeof organisation.createSite>;
type StoredSite = NonNullable<Awaited<ReturnType<typeof repo.findSite>>>;

/** The event-model right opens the sites screen too (spec 000 section 6). */
const SITE_READERS = ['orga.view', 'trac.eventmdl_create'] as const;
/**
 * The list also opens to who declares events and who makes container models: their forms choose
 * among the sites (where an event happened, where the goods go, where a model applies).
 */
const SITE_LISTERS = [...SITE_READERS, 'trac.event_create', 'trac.mdl_ctn_add', 'trac.mdl_ctn_edit'] as const;

const toRow = ({ site, productCount, userCount, childCount }: StoredSite): SiteRow => ({
  id: site.id,
  parentId: site.parentId,
  name: site.name,
  ipAddress: site.ipAddress,
  address: site.address,
  websiteUrl: site.websiteUrl,
  productCount,
  userCount,
  childCount,
});

export async function listSites(ctx: SessionCallContext, search: string | undefined): Promise<SiteTree> {
  requireAnyRight(ctx, SITE_LISTERS);
  const scope = await orgaScope(ctx);
  const rows = (await repo.listSites(ctx.db, scope, search)).map(toRow);
  const credit = { used: await repo.countSites(ctx.db, scope), max: await repo.findSiteCredit(ctx.db, scope) };
  return { rows, total: rows.length, credit };
}

async function detail(ctx: SessionCallContext, scope: Scope, stored: StoredSite): Promise<SiteDetail> {
  return {
    ...toRow(stored),
    productIds: await repo.findProductIds(ctx.db, scope.accountId, stored.site.id),
    users: await repo.findUsersOfSite(ctx.db, scope.accountId, stored.site.id),
    ...(await repo.findModelsOfSite(ctx.db, scope.accountId, stored.site.id)),
  };
}

export async function getSite(ctx: SessionCallContext, siteId: string) {
  requireAnyRight(ctx, SITE_READERS);
  const scope = await orgaScope(ctx);
  return detail(ctx, scope, found(await repo.findSite(ctx.db, scope, siteId)));
}

/**
 * The parent, users and products a site is given must be the caller's: the parent and users of the
 * entity, the products of the account. A product already placed in a site of another entity stays
 * there (that entity decides) and answers notFound like an unknown id.
 */
async function checkFields(ctx: SessionCallContext, scope: Scope, fields: SiteFields) {
  if (fields.parentId) found((await repo.findSitesByIds(ctx.db, scope, [fields.parentId]))[0]);
  const userIds = [...new Set(fields.userIds)];
  if ((await findUsers(ctx.db, scope, userIds)).length !== userIds.length) throw notFound();
  const productIds = [...new Set(fields.productIds)];
  if ((await repo.countProductsOfAccount(ctx.db, scope.accountId, productIds)) !== productIds.length) throw notFound();
  const placements = await repo.findPlacements(ctx.db, scope.accountId, productIds);
  if (placements.some((p) => p.accountId !== scope.accountId || p.entityId !== scope.entityId)) throw notFound();
}

const columns = (fields: SiteFields) => ({
  parentId: fields.parentId ?? null,
  name: fields.name,
  ipAddress: fields.ipAddress ?? null,
  address: fields.address ?? null,
  websiteUrl: fields.websiteUrl ?? null,
});

/**
 * orga.siteadress_add guards a site's address: without it, a new site comes without one and an
 * edit must send the stored address back unchanged (common.forbidden otherwise).
 */
function checkAddressRight(ctx: SessionCallContext, address: string | null, stored: string | null) {
  if (address !== stored && !ctx.session.rights['orga.siteadress_add']) throw new AppError(ERRORS.common.forbidden);
}

/** Capped by the entity's site credit (organisation.maxSites). */
export async function createSite(ctx: SessionCallContext, fields: SiteFields) {
  const scope = await orgaScope(ctx);
  checkAddressRight(ctx, fields.address ?? null, null);
  const credit = await repo.lockSiteCredit(ctx.db, scope);
  if ((await repo.countSites(ctx.db, scope)) >= credit)
    throw new AppError(ERRORS.organisation.maxSites, { max: credit });
  await checkFields(ctx, scope, fields);
  const site = await repo.insertSite(ctx.db, {
    accountId: scope.accountId,
    entityId: scope.entityId,
    ...columns(fields),
  });
  await repo.setSiteProducts(ctx.db, scope.accountId, site.id, fields.productIds);
  await repo.setSiteUsers(ctx.db, scope.accountId, site.id, fields.userIds);
  ctx.audit({
    targetId: site.id,
    after: { ...columns(fields), productIds: fields.productIds, userIds: fields.userIds },
  });
  return { id: site.id };
}

/** True when `parentId` is `siteId` or lies below it: the tree would loop. */
function isWithin(parents: ReadonlyMap<string, string | null>, parentId: string, siteId: string) {
  const seen = new Set<string>();
  for (
    let current: string | null | undefined = parentId;
    current && !seen.has(current);
    current = parents.get(current)
  ) {
    if (current === siteId) return true;
    seen.add(current);
  }
  return false;
}

export async function updateSite(ctx: SessionCallContext, input: ParsedInputOf<typeof organisation.updateSite>) {
  const scope = await orgaScope(ctx);
  const stored = found(await repo.findSite(ctx.db, scope, input.siteId));
  checkAddressRight(ctx, input.address ?? null, stored.site.address);
  await checkFields(ctx, scope, input);
  if (input.parentId) {
    const parents = new Map((await repo.findSiteParents(ctx.db, scope)).map((s) => [s.id, s.parentId]));
    if (isWithin(parents, input.parentId, stored.site.id)) throw new AppError(ERRORS.organisation.siteParentCycle);
  }
  const before = await detail(ctx, scope, stored);
  await repo.updateSite(ctx.db, scope.accountId, stored.site.id, columns(input));
  await repo.setSiteProducts(ctx.db, scope.accountId, stored.site.id, input.productIds);
  await repo.setSiteUsers(ctx.db, scope.accountId, stored.site.id, input.userIds);
  ctx.audit({
    targetId: stored.site.id,
    before,
    after: { ...columns(input), productIds: input.productIds, userIds: input.userIds },
  });
  return { id: stored.site.id };
}

/** Refused while anything hangs on the site; params.reason says what. */
export async function deleteSite(ctx: SessionCallContext, siteId: string) {
  const scope = await orgaScope(ctx);
  const stored = found(await repo.findSite(ctx.db, scope, siteId));
  const inUse = (reason: string) => new AppError(ERRORS.organisation.siteInUse, { reason });
  if (stored.childCount > 0) throw inUse('children');
  if (stored.productCount > 0) throw inUse('products');
  if (stored.userCount > 0) throw inUse('users');
  if (await repo.siteHasEvents(ctx.db, scope.accountId, stored.site.id)) throw inUse('events');
  await repo.deleteSite(ctx.db, scope.accountId, stored.site.id);
  ctx.audit({ targetId: stored.site.id, before: toRow(stored) });
  return { deleted: true as const };
}
