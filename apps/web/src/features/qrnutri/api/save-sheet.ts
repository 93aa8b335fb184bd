import { qrnutri, type InputOf } from '@seal/shared';
import type { NutritionSheetFields } from '@seal/shared/contract/qrnutri';
import { rpc } from '../../../api/rpc';

/** Creates the sheet of `productId`, or saves the sheet `sheetId`. */
export function saveSheet(target: { sheetId: string } | { productId: string }, fields: NutritionSheetFields) {
  return 'sheetId' in target
    ? rpc(qrnutri.update, { ...fields, sheetId: target.sheetId } as InputOf<typeof qrnutri.update>)
    : rpc(qrnutri.create, { ...fields, productId: target.productId } as InputOf<typeof qrnutri.create>);
}
