import { AppError, ERRORS, listOffset, type ListResult, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/wine';
import type { Wine, WineColour, WineFields, WineRow, WineSubtype, WineType } from '@seal/shared/contract/wine';
import type { SessionCallContext } from '../../../rpc/context';
import { endDraft } from '../../drafts/drafts.service';
import { productScope } from '../../products/product-scope';
import * as products from '../../products/products.service';
import { sheetQrCode } from '../../qrnutri/sheet-qr';
import { publicPageUrl } from '../../qrnutri/public-id';
import { eLabelOf, eLabelState, saveELabel } from './wine-elabel';
import { createWineProduct, updateWineProduct, wineTitle } from './wine-product';
import * as repo from './wines.repository';

/*
 * Wines (docs/wine.md): each is a product of the account, written with it in the method's one
 * transaction. A wine is seen and changed by the sessions that see its product (the product scope).
 */

type In<C> = ParsedInputOf<C>;
type WineInput = In<typeof contract.createWine>;

function found<T>(row: T | undefined): T {
  if (row === undefined) throw new AppError(ERRORS.common.notFound);
  return row;
}

/** The wine row's columns of the form (GTIN and SKU are its product's, the e-label its sheet's). */
function columnsOf(input: WineFields) {
  const { gtin: _gtin, sku: _sku, eLabel: _eLabel, ...columns } = input;
  return columns;
}

function fieldsOf(parts: repo.WineWithParts): WineFields {
  const { wine } = parts;
  return {
    name: wine.name,
    vintage: wine.vintage,
    estateId: wine.estateId,
    colour: wine.colour,
    type: wine.type as WineType,
    subType: wine.subType as WineSubtype,
    country: wine.country,
    region: wine.region,
    subRegion: wine.subRegion,
    appellation: wine.appellation,
    cru: wine.cru,
    grapes: wine.grapes,
    gtin: parts.gtin,
    sku: parts.sku,
    language: wine.language,
    harvest: wine.harvest,
    vinification: wine.vinification,
    ageingMaterial: wine.ageingMaterial,
    ageingMonths: wine.ageingMonths,
    alcohol: wine.alcohol,
    residualSugar: wine.residualSugar,
    bottleVolumeMl: wine.bottleVolumeMl as WineFields['bottleVolumeMl'],
    unitsPerCarton: wine.unitsPerCarton as WineFields['unitsPerCarton'],
    caseType: wine.caseType,
    closure: wine.closure,
    medals: wine.medals,
    aromas: wine.aromas,
    tastingNotes: wine.tastingNotes,
    foodPairing: wine.foodPairing,
    servingTemperatureMin: wine.servingTemperatureMin,
    servingTemperatureMax: wine.servingTemperatureMax,
    eLabel: parts.sheet ? eLabelOf(parts.sheet) : null,
  };
}

function toWine(ctx: SessionCallContext, parts: repo.WineWithParts): Wine {
  return {
    ...fieldsOf(parts),
    id: parts.wine.id,
    productId: parts.wine.productId,
    estateName: parts.estateName,
    eLabelState: eLabelState(ctx.services.config.publicUrl, parts.sheet),
    createdAt: parts.wine.createdAt.toISOString(),
    updatedAt: parts.wine.updatedAt.toISOString(),
  };
}

function toRow(ctx: SessionCallContext, parts: repo.WineWithParts): WineRow {
  const { wine } = parts;
  return {
    id: wine.id,
    productId: wine.productId,
    name: wine.name,
    vintage: wine.vintage,
    estateId: wine.estateId,
    estateName: parts.estateName,
    colour: wine.colour as WineColour | null,
    type: wine.type as WineType,
    region: wine.region,
    appellation: wine.appellation,
    gtin: parts.gtin,
    eLabelState: eLabelState(ctx.services.config.publicUrl, parts.sheet),
    updatedAt: wine.updatedAt.toISOString(),
  };
}

async function ownedWine(ctx: SessionCallContext, wineId: string) {
  return found(await repo.findWine(ctx.db, await productScope(ctx.db, ctx.session), wineId));
}

/** The estate must be one of the account's (common.notFound otherwise, as any foreign id). */
async function estateOf(ctx: SessionCallContext, estateId: string) {
  return found(await repo.estateOfAccount(ctx.db, ctx.session.accountId, estateId));
}

export async function listWines(
  ctx: SessionCallContext,
  input: In<typeof contract.listWines>,
): Promise<ListResult<WineRow>> {
  // A filter naming another account's estate is answered as any foreign id.
  if (input.filters.estateId) await estateOf(ctx, input.filters.estateId);
  const page = await repo.listWines(ctx.db, await productScope(ctx.db, ctx.session), {
    offset: listOffset(input),
    size: input.size,
    search: input.search,
    sort: input.sort,
    filters: input.filters,
  });
  return { total: page.total, rows: page.rows.map((row) => toRow(ctx, row)) };
}

export async function getWine(ctx: SessionCallContext, input: { wineId: string }): Promise<Wine> {
  return toWine(ctx, await ownedWine(ctx, input.wineId));
}

/** The wine, its product and its e-label, in the method's transaction; the caller's draft of it ends. */
export async function createWine(ctx: SessionCallContext, input: WineInput): Promise<Wine> {
  const estate = await estateOf(ctx, input.estateId);
  const product = await createWineProduct(ctx, input, estate.name);
  const id = await repo.insertWine(ctx.db, {
    ...columnsOf(input),
    accountId: ctx.session.accountId,
    productId: product.id,
    createdBy: ctx.session.userId,
  });
  await saveELabel(ctx, product.id, input.eLabel, wineTitle(input), false);
  await endDraft(ctx, 'wine', 'new');
  const wine = await getWine(ctx, { wineId: id });
  ctx.audit({ targetId: id, after: fieldsOf(await ownedWine(ctx, id)) });
  return wine;
}

export async function updateWine(ctx: SessionCallContext, input: In<typeof contract.updateWine>): Promise<Wine> {
  const before = await ownedWine(ctx, input.wineId);
  const estate = await estateOf(ctx, input.estateId);
  const product = await products.getProduct(ctx, before.wine.productId);
  await updateWineProduct(ctx, product, input, estate.name);
  const { wineId: _id, confirmGtinReuse: _confirm, ...fields } = input;
  await repo.updateWine(ctx.db, ctx.session.accountId, input.wineId, columnsOf(fields));
  await saveELabel(ctx, product.id, input.eLabel, wineTitle(input), before.sheet !== null);
  await endDraft(ctx, 'wine', input.wineId);
  const after = await ownedWine(ctx, input.wineId);
  ctx.audit({ targetId: input.wineId, before: fieldsOf(before), after: fieldsOf(after) });
  return toWine(ctx, after);
}

/** Deletes the wine's product (its wine and e-label go with it); refused while the product is in use. */
export async function removeWine(ctx: SessionCallContext, input: { wineId: string }) {
  const before = await ownedWine(ctx, input.wineId);
  await products.deleteProduct(ctx, before.wine.productId);
  await endDraft(ctx, 'wine', input.wineId);
  ctx.audit({ targetId: input.wineId, before: fieldsOf(before) });
  return { removed: true as const };
}

export async function eLabelQr(ctx: SessionCallContext, input: In<typeof contract.eLabelQr>) {
  const { sheet } = await ownedWine(ctx, input.wineId);
  if (!sheet) throw new AppError(ERRORS.wine.eLabelMissing);
  const code = await sheetQrCode(publicPageUrl(ctx.services.config.publicUrl, sheet.publicId), input.format);
  return {
    fileName: `e-label-qr-${sheet.publicId}.${input.format}`,
    contentType: code.contentType,
    base64: code.body.toString('base64'),
  };
}
