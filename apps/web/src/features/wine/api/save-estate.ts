import { wine, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type EstateInput = InputOf<typeof wine.createEstate>;

/** Creates the estate, or updates it when `estateId` is given. */
export const saveEstate = (input: EstateInput, estateId?: string) =>
  estateId ? rpc(wine.updateEstate, { ...input, estateId }) : rpc(wine.createEstate, input);
