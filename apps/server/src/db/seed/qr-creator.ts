import { DEMO_KEY_VERSION, DEMO_SEAL_KEY } from '../../modules/seals/demo-seal-key';
import { encodeReference } from '../../modules/seals/reference-codec';
import type { Db } from '../client';
import { qrCodeSets } from '../schema';
import type { DemoData } from './demo-data';
import { demoBlockSerial } from './seals';

/**
 * The demo QR creator (docs/qr-creator.md): a shelf sheet of the chocolate's GS1 Digital Link,
 * and the consultation codes of the first delivered reel's hundred seals, their references
 * printed under them.
 */
export async function seedQrCreator(tx: Db, demo: DemoData, products: { chocolate: string }, block = 0) {
  const [first, last] = [demoBlockSerial(0, block), demoBlockSerial(99, block)];
  const common = {
    accountId: demo.accountId,
    symbology: 'qr' as const,
    moduleMm: 0.5,
    quietZone: 4,
    createdBy: demo.userIds.admin,
  };
  await tx.insert(qrCodeSets).values([
    {
      ...common,
      name: 'Chocolate shelf labels',
      target: 'product',
      link: 'digitalLink',
      productId: products.chocolate,
      gtin: '04006381333931',
      labelText: 'Scan me',
      labelReference: false,
      codeCount: 24,
    },
    {
      ...common,
      name: 'First delivered reel',
      target: 'seals',
      link: 'consultation',
      firstSerial: first,
      lastSerial: last,
      keyVersion: DEMO_KEY_VERSION,
      firstReference: encodeReference(first, DEMO_SEAL_KEY),
      lastReference: encodeReference(last, DEMO_SEAL_KEY),
      codeCount: last - first + 1,
    },
  ]);
}
