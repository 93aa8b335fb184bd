import { wine } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Refused while wines name the estate (wine.estateInUse). */
export const removeEstate = (estateId: string) => rpc(wine.removeEstate, { estateId });
