import { wine, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type WineInput = InputOf<typeof wine.createWine>;

/** Creates the wine (and its product), or updates it when `wineId` is given. */
export const saveWine = (input: WineInput, wineId?: string) =>
  wineId ? rpc(wine.updateWine, { ...input, wineId }) : rpc(wine.createWine, input);
