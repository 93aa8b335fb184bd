import { type Locator, type Page } from '@playwright/test';
import { demoSealReference, demoSealSerial, type DemoSeal } from '../../apps/server/src/db/seed/seals';
import { DEMO_SEAL_KEY } from '../../apps/server/src/modules/seals/demo-seal-key';
import { encodeReference } from '../../apps/server/src/modules/seals/reference-codec';
import { searchTable } from '../support/tables';

export { confirm } from '../support/dialogs';

/**
 * References of the demo reels (apps/server/src/db/seed/seals.ts), the same on every install:
 * the reel holding a demo seal, and the seal `offset` places after it on that reel.
 */
export const demoReference = (seal: DemoSeal, offset = 0) =>
  offset === 0 ? demoSealReference(seal) : encodeReference(demoSealSerial(seal) + offset, DEMO_SEAL_KEY);

/** The chocolate reel: 1,000 seals, its first 500 activated. */
export const CHOCOLATE = demoSealReference('activeWithThresholds');
/** The wine case reel: 100 seals, all activated. */
export const WINE_CASE = demoSealReference('activeWithoutThresholds');
/**
 * The olive oil reel: 50 seals, all activated. The archiving journey archives it, not the wine
 * case reel, which the transfer journey lists meanwhile (a transfer lists no archived reel).
 */
export const OLIVE_OIL = demoSealReference('resolverFirst');
/** The delivered reel: 100 seals, none activated. */
export const DELIVERED = demoSealReference('inactive');

export const toasts = (page: Page): Locator => page.locator('.ant-message');

/** Searches a reel list by the reference of one of its seals; answers the table's body rows. */
export async function searchReel(page: Page, table: Locator, reference: string): Promise<Locator> {
  await searchTable(page, table, reference);
  return table.locator('tbody tr.ant-table-row');
}
