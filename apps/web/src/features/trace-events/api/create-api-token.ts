import { epcis, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type CreateApiTokenInput = InputOf<typeof epcis.createToken>;

/** Makes a token; the answer carries its secret, shown this once. */
export const createApiToken = (input: CreateApiTokenInput) => rpc(epcis.createToken, input);
