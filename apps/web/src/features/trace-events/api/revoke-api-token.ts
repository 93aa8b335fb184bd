import { epcis } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** The token stops working at once. */
export const revokeApiToken = (tokenId: string) => rpc(epcis.revokeToken, { tokenId });
