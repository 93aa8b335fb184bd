import { AppError, ERRORS, listOffset, type ListResult, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/qrnutri';
import {
  problemIssue,
  sheetLanguages,
  sheetProblems,
  type NutritionSheet,
  type NutritionSheetFields,
  type NutritionSheetRow,
  type SheetProductChoice,
} from '@seal/shared/contract/qrnutri';
import { unique } from '../../db/unique-violation';
import type { SessionCallContext } from '../../rpc/context';
import { productScope } from '../products/product-scope';
import { newPublicId, publicPageUrl } from './public-id';
import * as repo from './qrnutri.repository';
import { sheetQrCode } from './sheet-qr';

type In<C> = ParsedInputOf<C>;

/** Unknown and foreign ids answer alike, so an id tells nothing about another account. */
function found<T>(row: T | undefined): T {
  if (row === undefined) throw new AppError(ERRORS.common.notFound);
  return row;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function fieldsOf(input: NutritionSheetFields): NutritionSheetFields {
  const { basis, nutrients, portion, defaultLanguage, texts } = input;
  return { kind: 'food', basis, nutrients, portion, defaultLanguage, texts };
}

/** Refuses a sheet breaking a rule: the first rule's error, every failing field in `fields`. */
function checkSheet(fields: NutritionSheetFields) {
  const problems = sheetProblems(fields);
  if (problems.length > 0)
    throw new AppError(problems[0]!.error, { field: problems[0]!.path }, problems.map(problemIssue));
}

function toSheet(ctx: SessionCallContext, row: repo.SheetWithProduct): NutritionSheet {
  const { sheet } = row;
  return {
    id: sheet.id,
    productId: sheet.productId,
    productTitle: row.productTitle,
    kind: 'food',
    basis: sheet.basis,
    nutrients: sheet.nutrients,
    portion: sheet.portion ?? null,
    defaultLanguage: sheet.defaultLanguage,
    texts: sheet.texts,
    published: sheet.published,
    publicUrl: publicPageUrl(ctx.services.config.publicUrl, sheet.publicId),
    updatedAt: iso(sheet.updatedAt),
  };
}

async function ownedSheet(ctx: SessionCallContext, sheetId: string) {
  const scope = await productScope(ctx.db, ctx.session);
  return found(await repo.findSheet(ctx.db, scope, ctx.session.userId, sheetId));
}

export async function listSheets(
  ctx: SessionCallContext,
  input: In<typeof contract.list>,
): Promise<ListResult<NutritionSheetRow>> {
  const page = await repo.listSheets(ctx.db, await productScope(ctx.db, ctx.session), ctx.session.userId, {
    offset: listOffset(input),
    size: input.size,
    search: input.search,
    published: input.filters.published,
    sort: input.sort?.field ?? 'updatedAt',
    order: input.sort?.order ?? 'desc',
  });
  return {
    total: page.total,
    rows: page.rows.map(({ sheet, productTitle, gtin }) => ({
      id: sheet.id,
      productId: sheet.productId,
      productTitle,
      gtin,
      languages: sheetLanguages(sheet.texts),
      published: sheet.published,
      publicUrl: publicPageUrl(ctx.services.config.publicUrl, sheet.publicId),
      updatedAt: iso(sheet.updatedAt),
    })),
  };
}

export async function getSheet(ctx: SessionCallContext, input: In<typeof contract.get>) {
  return toSheet(ctx, await ownedSheet(ctx, input.sheetId));
}

export async function listProducts(
  ctx: SessionCallContext,
  input: In<typeof contract.products>,
): Promise<ListResult<SheetProductChoice>> {
  return repo.listFreeProducts(ctx.db, await productScope(ctx.db, ctx.session), ctx.session.userId, {
    offset: listOffset(input),
    size: input.size,
    search: input.search,
    order: input.sort?.order ?? 'asc',
  });
}

export async function createSheet(ctx: SessionCallContext, input: In<typeof contract.create>) {
  const scope = await productScope(ctx.db, ctx.session);
  found(await repo.findProduct(ctx.db, scope, input.productId));
  const fields = fieldsOf(input);
  checkSheet(fields);
  const id = await unique(
    () =>
      repo.insertSheet(ctx.db, {
        ...fields,
        accountId: ctx.session.accountId,
        productId: input.productId,
        publicId: newPublicId(),
        createdBy: ctx.session.userId,
      }),
    new AppError(ERRORS.qrnutri.productTaken),
    'nutrition_sheets_product_idx',
  );
  ctx.audit({ targetId: id, after: { productId: input.productId, ...fields } });
  return getSheet(ctx, { sheetId: id });
}

export async function updateSheet(ctx: SessionCallContext, input: In<typeof contract.update>) {
  const before = await ownedSheet(ctx, input.sheetId);
  const fields = fieldsOf(input);
  checkSheet(fields);
  await repo.updateSheet(ctx.db, ctx.session.accountId, input.sheetId, fields);
  ctx.audit({ targetId: input.sheetId, before: fieldsOf(toSheet(ctx, before)), after: fields });
  return getSheet(ctx, input);
}

export async function removeSheet(ctx: SessionCallContext, input: In<typeof contract.remove>) {
  const before = await ownedSheet(ctx, input.sheetId);
  await repo.deleteSheet(ctx.db, ctx.session.accountId, input.sheetId);
  ctx.audit({
    targetId: input.sheetId,
    before: { productId: before.sheet.productId, published: before.sheet.published },
  });
  return { removed: true as const };
}

export async function publishSheet(ctx: SessionCallContext, input: In<typeof contract.publish>) {
  const before = await ownedSheet(ctx, input.sheetId);
  if (before.sheet.published !== input.published)
    await repo.updateSheet(ctx.db, ctx.session.accountId, input.sheetId, {
      published: input.published,
      publishedAt: input.published ? new Date() : null,
    });
  ctx.audit({
    targetId: input.sheetId,
    before: { published: before.sheet.published },
    after: { published: input.published },
  });
  return getSheet(ctx, input);
}

export async function sheetQr(ctx: SessionCallContext, input: In<typeof contract.qrCode>) {
  const { sheet } = await ownedSheet(ctx, input.sheetId);
  const code = await sheetQrCode(publicPageUrl(ctx.services.config.publicUrl, sheet.publicId), input.format);
  return {
    fileName: `nutrition-qr-${sheet.publicId}.${input.format}`,
    contentType: code.contentType,
    base64: code.body.toString('base64'),
  };
}
