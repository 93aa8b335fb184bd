import type { OwnerContact, PublicProduct } from '@seal/shared/contract/consultation';
import type { PublicSeal } from '../seals/public-seal.service';

/**
 * Where a public page fetches a product's image (consultation.routes.ts): only a product's image,
 * cached. The address names the product's account, which the image's look-up reads by.
 */
export const productImageUrl = (accountId: string, productId: string) =>
  `/api/public/product-image/${accountId}/${productId}`;

interface StoredItem {
  label?: unknown;
  format?: unknown;
  public?: unknown;
}

/**
 * The product as a consumer sees it on a valid seal: its text in their language (else the
 * product's default), its image, validity and the dynamic data it makes public with the values
 * entered at activation. A file item is never shown (its value is a media id of the account).
 */
export function publicProductOf(found: PublicSeal): PublicProduct | null {
  const { product, seal, activationData } = found;
  if (!product || !seal.activation) return null;
  const data = (product.dynamicData as StoredItem[])
    .filter((item) => item.public === true && item.format !== 'file' && typeof item.label === 'string')
    .map((item) => ({ label: item.label as string, value: activationData[item.label as string] ?? '' }))
    .filter((item) => item.value !== '');
  return {
    title: product.title ?? '',
    description: product.description,
    imageUrl: product.imageId ? productImageUrl(found.accountId, product.id) : null,
    brand: product.brand,
    gtin: product.gtin,
    activatedAt: seal.activation.activatedAt.toISOString(),
    validUntil: seal.activation.validUntil?.toISOString() ?? null,
    data,
    productPageUrl: product.productPageUrl,
  };
}

/** The seal owner's contacts (company settings), then the service's own support address. */
export function ownerContactOf(found: PublicSeal, serviceEmail: string | undefined): OwnerContact {
  return {
    company: found.company.name,
    email: found.company.supportEmail,
    url: found.company.supportUrl,
    serviceEmail: serviceEmail ?? null,
  };
}
