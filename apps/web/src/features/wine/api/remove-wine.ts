import { wine } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Deletes the wine, its e-label and its product (refused while the product is in use). */
export const removeWine = (wineId: string) => rpc(wine.removeWine, { wineId });
