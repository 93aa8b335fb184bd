import { qrCreator } from '@seal/shared';
import type { QrProductOption } from '@seal/shared/contract/qr-creator';
import { rpc } from '../../../api/rpc';
import type { RemoteOption } from '../../../components/remote-select/remote-select';

/** A product as the select shows it: its title and GTIN. */
export const productLabel = (product: QrProductOption) =>
  product.gtin ? `${product.title} · ${product.gtin}` : product.title;

/** The products of the user's scope matching `text`: the options of the creator's product select. */
export async function searchProducts(text: string, signal: AbortSignal): Promise<RemoteOption[]> {
  const products = await rpc(qrCreator.productOptions, text ? { search: text } : {}, { signal });
  return products.map((product) => ({ value: product.id, label: productLabel(product) }));
}

/** The label of a chosen product (the select shows it before any search). */
export async function productLabelOf(productId: string, signal: AbortSignal): Promise<string> {
  const [product] = await rpc(qrCreator.productOptions, { productId }, { signal });
  return product ? productLabel(product) : productId;
}
