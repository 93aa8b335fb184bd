import { AppError, ERRORS } from '@seal/shared';
import { QR_SET_MAX_CODES, type QrSetFields } from '@seal/shared/contract/qr-creator';
import type { SessionCallContext } from '../../rpc/context';
import { CodeTextError, codeMatrix, type CodeMatrix } from '../codes/code-matrix';
import { productScope } from '../products/product-scope';
import { publicPageUrl } from '../qrnutri/public-id';
import { publishedELabels } from '../qrnutri/qrnutri.repository';
import { absoluteUrl } from '../resolver/digital-link.service';
import { findLinks } from '../resolver/links.repository';
import { encodeReference } from '../seals/reference-codec';
import { resolveSealInputs } from '../seals/seal-inputs';
import { sealScope } from '../seals/seal-scope';
import { codeText, gtin14, type QrSetContent } from './qr-code-text';
import type { NewQrSet } from './qr-creator.repository';

/** A set checked and ready to store, with its first code (the preview). */
export interface QrSetPlan {
  values: Omit<NewQrSet, 'accountId' | 'createdBy'>;
  first: { content: string; matrix: CodeMatrix; label: string };
}

export const codeLabel = (set: { labelText: string; labelReference: boolean }, reference: string | null) =>
  [set.labelText, set.labelReference ? reference : null].filter(Boolean).join(' ');

/** The product of the user's product scope (answered as not found otherwise), when the set names one. */
async function productOf(ctx: SessionCallContext, productId: string | null | undefined) {
  if (!productId) return null;
  const product = await findLinks(ctx.db, await productScope(ctx.db, ctx.session), ctx.session.userId, productId);
  if (!product) throw new AppError(ERRORS.common.notFound);
  return product;
}

/**
 * The page a product's code opens, for the links carrying one: the product page, or the product's
 * published e-label (`/n/<publicId>`: its nutrition sheet or its wine's e-label).
 */
async function pageUrlOf(
  ctx: SessionCallContext,
  link: QrSetFields['link'],
  product: Awaited<ReturnType<typeof productOf>>,
) {
  const origin = ctx.services.config.publicUrl;
  if (link === 'productPage') {
    const url = absoluteUrl(product?.productPageUrl, origin);
    if (product && !url) throw new AppError(ERRORS.qrCreator.noProductPage, { product: product.title });
    return url;
  }
  if (link !== 'eLabel' || !product) return null;
  const publicId = (await publishedELabels(ctx.db, ctx.session.accountId, [product.productId])).get(product.productId);
  if (!publicId) throw new AppError(ERRORS.qrCreator.noELabel, { product: product.title });
  return publicPageUrl(origin, publicId);
}

/** The range of serials the two references bound: both seals of one reel of the user's seal scope. */
async function rangeOf(ctx: SessionCallContext, first: string, last: string) {
  const scope = await sealScope(ctx.db, ctx.session);
  const resolved = await resolveSealInputs(ctx.db, ctx.services.sealKeyring, scope, { ranges: [{ first, last }] });
  const [range] = resolved.ranges;
  if (!range || resolved.ignored.length > 0) throw new AppError(ERRORS.qrCreator.rangeInvalid, { first, last });
  return range;
}

/** Every rule of a set (docs/qr-creator.md), checked in the order a user fixes them. */
export async function planSet(ctx: SessionCallContext, input: QrSetFields): Promise<QrSetPlan> {
  const origin = ctx.services.config.publicUrl;
  if (input.symbology === 'gs1-datamatrix' && input.link !== 'digitalLink')
    throw new AppError(ERRORS.qrCreator.gs1NeedsDigitalLink);
  const product = await productOf(ctx, input.productId);
  const needsGtin = input.link === 'digitalLink' || input.symbology === 'gs1-datamatrix';
  if (product && needsGtin && !product.gtin)
    throw new AppError(ERRORS.qrCreator.gtinRequired, { product: product.title });
  const pageUrl = await pageUrlOf(ctx, input.link, product);

  const range = input.target === 'seals' ? await rangeOf(ctx, input.firstReference!, input.lastReference!) : null;
  const codeCount = range ? range.lastSerial - range.firstSerial + 1 : input.copies;
  if (codeCount > QR_SET_MAX_CODES)
    throw new AppError(ERRORS.qrCreator.tooManyCodes, { max: QR_SET_MAX_CODES, count: codeCount });

  const key = range ? ctx.services.sealKeyring.keys.get(range.keyVersion)! : null;
  const references =
    range && key ? [encodeReference(range.firstSerial, key), encodeReference(range.lastSerial, key)] : null;
  const content: QrSetContent = {
    link: input.link,
    symbology: input.symbology,
    gtin: needsGtin && product?.gtin ? gtin14(product.gtin) : null,
    pageUrl,
  };
  const text = codeText(content, origin, references?.[0] ?? null);
  let matrix: CodeMatrix;
  try {
    matrix = codeMatrix(input.symbology, text);
  } catch (error) {
    if (error instanceof CodeTextError)
      throw new AppError(ERRORS.qrCreator.contentTooLong, { symbology: input.symbology });
    throw error;
  }
  return {
    values: {
      name: input.name,
      target: input.target,
      link: input.link,
      productId: product?.productId ?? null,
      firstSerial: range?.firstSerial ?? null,
      lastSerial: range?.lastSerial ?? null,
      keyVersion: range?.keyVersion ?? null,
      firstReference: references?.[0] ?? null,
      lastReference: references?.[1] ?? null,
      gtin: content.gtin,
      pageUrl,
      symbology: input.symbology,
      moduleMm: input.moduleMm,
      quietZone: input.quietZone,
      labelText: input.labelText,
      labelReference: input.labelReference,
      codeCount,
    },
    first: { content: text, matrix, label: codeLabel(input, references?.[0] ?? null) },
  };
}
