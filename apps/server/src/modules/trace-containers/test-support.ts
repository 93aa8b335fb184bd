import { and, eq } from 'drizzle-orm';
import type { ContainerModelFields, ProductContainer } from '@seal/shared/contract/trace-containers';
import { gtinCheckDigit, traceContainers as contract } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { dataOf, type caller } from '../../../test/calls';
import { products } from '../../db/schema';
import { demoBlockSerial } from '../../db/seed/seals';
import { DEMO_SEAL_KEY } from '../seals/demo-seal-key';
import { encodeReference } from '../seals/reference-codec';

type Caller = ReturnType<typeof caller>;

/** A seeded product of an account, by its SKU (seed/products.ts). */
export async function productBySku(t: TestApp, accountId: string, sku = 'DEMO-OIL-50'): Promise<string> {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.accountId, accountId), eq(products.sku, sku)));
  return row!.id;
}

export const caseFields = (change: Partial<ContainerModelFields> = {}): ContainerModelFields => ({
  name: 'Case of 6',
  language: 'en',
  level: 2,
  contentType: 'objects',
  minQuantity: 2,
  maxQuantity: 6,
  ...change,
});

export const palletFields = (change: Partial<ContainerModelFields> = {}): ContainerModelFields =>
  caseFields({ name: 'Pallet', level: 3, contentType: 'containers', minQuantity: 2, maxQuantity: 40, ...change });

let gtinSerial = 0;
/** A fresh valid GTIN-14 for each call (indicator 1, a made-up company prefix, the check digit). */
export function freshGtin(): string {
  const body = `1376000${String(process.pid % 1000).padStart(3, '0')}${String(gtinSerial++).padStart(3, '0')}`;
  return body + String(gtinCheckDigit(body));
}

export async function createModel(call: Caller, fields: ContainerModelFields) {
  return dataOf(contract.createModel, await call(contract.createModel, fields));
}

/** A model and a product container of it for `productId`, under `parentId`. */
export async function createProductContainer(
  call: Caller,
  productId: string,
  fields: ContainerModelFields,
  parentId: string | null = null,
): Promise<ProductContainer> {
  const model = await createModel(call, fields);
  return dataOf(
    contract.createProductContainer,
    await call(contract.createProductContainer, { containerModelId: model.id, productId, gtin: freshGtin(), parentId }),
  );
}

/** The printed reference at `offset` of a seeded account's block (stock reel A: offsets 5,000 to 5,499). */
export const demoReference = (offset: number, block = 0) =>
  encodeReference(demoBlockSerial(offset, block), DEMO_SEAL_KEY);

/** A range of demo references, first and last. */
export const demoRange = (first: number, last: number, block = 0) => ({
  first: demoReference(first, block),
  last: demoReference(last, block),
});
