import { eq } from 'drizzle-orm';
import { AppError, ERRORS, listOffset, type ListResult, type ParsedInputOf } from '@seal/shared';
import type {
  CellarContainer,
  CellarContainerFields,
  CellarMaterial,
  Plot,
  PlotFields,
  Provider,
  ProviderActivity,
  ProviderFields,
} from '@seal/shared/contract/certicask';
import type * as contract from '@seal/shared/contract/certicask';
import { caskContainers, caskProviders, type caskPlots } from '../../../db/schema';
import type { SessionCallContext } from '../../../rpc/context';
import * as repo from './cellar.repository';

/*
 * Plots, service providers and cellar containers (docs/certicask.md): the account's own, shared by
 * all its entities. The field rules are the contract's schemas (spec 001 section 5); what they
 * cannot say is checked here: a container's maker is one of the account's providers.
 */

type In<C> = ParsedInputOf<C>;

function found<T>(row: T | undefined): T {
  if (row === undefined) throw new AppError(ERRORS.common.notFound);
  return row;
}

const stamps = (row: { id: string; createdAt: Date; updatedAt: Date }) => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

type PlotRow = typeof caskPlots.$inferSelect;
type ProviderRow = typeof caskProviders.$inferSelect;
type ContainerRow = typeof caskContainers.$inferSelect;

const plotFields = (row: PlotFields): PlotFields => ({
  name: row.name,
  surface: row.surface,
  grapeVariety: row.grapeVariety,
  locality: row.locality,
  cadastralReference: row.cadastralReference,
  plantedYear: row.plantedYear,
});
const toPlot = (row: PlotRow): Plot => ({ ...plotFields(row), ...stamps(row) });

const providerFields = (row: ProviderFields): ProviderFields => ({
  name: row.name,
  activity: row.activity,
  email: row.email,
  phone: row.phone,
  address: row.address,
});
const toProvider = (row: ProviderRow): Provider => ({ ...providerFields(row), ...stamps(row) });

const containerFields = (row: CellarContainerFields): CellarContainerFields => ({
  name: row.name,
  capacityLitres: row.capacityLitres,
  material: row.material,
  identifier: row.identifier,
  providerId: row.providerId,
  year: row.year,
});

async function toContainers(ctx: SessionCallContext, rows: ContainerRow[]): Promise<CellarContainer[]> {
  const makers = rows.map((row) => row.providerId).filter((id) => id !== null);
  const names = await repo.providerNames(ctx.db, ctx.session.accountId, makers);
  return rows.map((row) => ({
    ...containerFields(row),
    ...stamps(row),
    providerName: row.providerId ? (names.get(row.providerId) ?? null) : null,
  }));
}

const pageOf = (input: {
  page: number;
  size: number;
  search?: string;
  sort?: { field: string; order: 'asc' | 'desc' };
}) => ({ offset: listOffset(input), size: input.size, search: input.search, sort: input.sort });

/** The list's filters, as its contract's schema checked them (the shared CRUD contract types them loosely). */
const filtersOf = <F>(input: { filters: unknown }) => input.filters as Partial<F>;

// Plots.

export async function listPlots(
  ctx: SessionCallContext,
  input: In<typeof contract.plots.list>,
): Promise<ListResult<Plot>> {
  const page = await repo.plots.list(ctx.db, ctx.session.accountId, pageOf(input));
  return { total: page.total, rows: page.rows.map(toPlot) };
}

export async function getPlot(ctx: SessionCallContext, input: { plotId: string }) {
  return toPlot(found(await repo.plots.find(ctx.db, ctx.session.accountId, input.plotId)));
}

export async function createPlot(ctx: SessionCallContext, input: In<typeof contract.plots.create>) {
  const fields = plotFields(input);
  const id = await repo.plots.insert(ctx.db, {
    ...fields,
    accountId: ctx.session.accountId,
    createdBy: ctx.session.userId,
  });
  ctx.audit({ targetId: id, after: fields });
  return getPlot(ctx, { plotId: id });
}

export async function updatePlot(ctx: SessionCallContext, input: In<typeof contract.plots.update>) {
  const before = found(await repo.plots.find(ctx.db, ctx.session.accountId, input.plotId));
  const fields = plotFields(input);
  await repo.plots.update(ctx.db, ctx.session.accountId, input.plotId, fields);
  ctx.audit({ targetId: input.plotId, before: plotFields(before), after: fields });
  return getPlot(ctx, input);
}

/** Certificates keep what they copied of the plot (docs/certicask.md): deleting it changes none. */
export async function removePlot(ctx: SessionCallContext, input: { plotId: string }) {
  const before = found(await repo.plots.find(ctx.db, ctx.session.accountId, input.plotId));
  await repo.plots.remove(ctx.db, ctx.session.accountId, input.plotId);
  ctx.audit({ targetId: input.plotId, before: plotFields(before) });
  return { removed: true as const };
}

// Service providers.

export async function listProviders(
  ctx: SessionCallContext,
  input: In<typeof contract.providers.list>,
): Promise<ListResult<Provider>> {
  const { activity } = filtersOf<{ activity: ProviderActivity }>(input);
  const page = await repo.providers.list(ctx.db, ctx.session.accountId, {
    ...pageOf(input),
    where: activity ? eq(caskProviders.activity, activity) : undefined,
  });
  return { total: page.total, rows: page.rows.map(toProvider) };
}

export async function getProvider(ctx: SessionCallContext, input: { providerId: string }) {
  return toProvider(found(await repo.providers.find(ctx.db, ctx.session.accountId, input.providerId)));
}

export async function createProvider(ctx: SessionCallContext, input: In<typeof contract.providers.create>) {
  const fields = providerFields(input);
  const id = await repo.providers.insert(ctx.db, {
    ...fields,
    accountId: ctx.session.accountId,
    createdBy: ctx.session.userId,
  });
  ctx.audit({ targetId: id, after: fields });
  return getProvider(ctx, { providerId: id });
}

export async function updateProvider(ctx: SessionCallContext, input: In<typeof contract.providers.update>) {
  const before = found(await repo.providers.find(ctx.db, ctx.session.accountId, input.providerId));
  const fields = providerFields(input);
  await repo.providers.update(ctx.db, ctx.session.accountId, input.providerId, fields);
  ctx.audit({ targetId: input.providerId, before: providerFields(before), after: fields });
  return getProvider(ctx, input);
}

/** Its containers lose their maker (provider_id set null); certificates keep what they copied. */
export async function removeProvider(ctx: SessionCallContext, input: { providerId: string }) {
  const before = found(await repo.providers.find(ctx.db, ctx.session.accountId, input.providerId));
  await repo.providers.remove(ctx.db, ctx.session.accountId, input.providerId);
  ctx.audit({ targetId: input.providerId, before: providerFields(before) });
  return { removed: true as const };
}

// Cellar containers.

/** A container's maker must be a provider of the account: another account's answers notFound. */
async function requireMaker(ctx: SessionCallContext, providerId: string | null) {
  if (providerId) found(await repo.providers.find(ctx.db, ctx.session.accountId, providerId));
}

export async function listContainers(
  ctx: SessionCallContext,
  input: In<typeof contract.cellarContainers.list>,
): Promise<ListResult<CellarContainer>> {
  const { material } = filtersOf<{ material: CellarMaterial }>(input);
  const page = await repo.containers.list(ctx.db, ctx.session.accountId, {
    ...pageOf(input),
    where: material ? eq(caskContainers.material, material) : undefined,
  });
  return { total: page.total, rows: await toContainers(ctx, page.rows) };
}

export async function getContainer(ctx: SessionCallContext, input: { containerId: string }) {
  const row = found(await repo.containers.find(ctx.db, ctx.session.accountId, input.containerId));
  return (await toContainers(ctx, [row]))[0]!;
}

export async function createContainer(ctx: SessionCallContext, input: In<typeof contract.cellarContainers.create>) {
  const fields = containerFields(input);
  await requireMaker(ctx, fields.providerId);
  const id = await repo.containers.insert(ctx.db, {
    ...fields,
    accountId: ctx.session.accountId,
    createdBy: ctx.session.userId,
  });
  ctx.audit({ targetId: id, after: fields });
  return getContainer(ctx, { containerId: id });
}

export async function updateContainer(ctx: SessionCallContext, input: In<typeof contract.cellarContainers.update>) {
  const before = found(await repo.containers.find(ctx.db, ctx.session.accountId, input.containerId));
  const fields = containerFields(input);
  await requireMaker(ctx, fields.providerId);
  await repo.containers.update(ctx.db, ctx.session.accountId, input.containerId, fields);
  ctx.audit({ targetId: input.containerId, before: containerFields(before), after: fields });
  return getContainer(ctx, input);
}

/** Certificates keep what they copied of the container (their container_id is set null). */
export async function removeContainer(ctx: SessionCallContext, input: { containerId: string }) {
  const before = found(await repo.containers.find(ctx.db, ctx.session.accountId, input.containerId));
  await repo.containers.remove(ctx.db, ctx.session.accountId, input.containerId);
  ctx.audit({ targetId: input.containerId, before: containerFields(before) });
  return { removed: true as const };
}
