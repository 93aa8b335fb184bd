import { organisation } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Deletes a site; refused while it has children, products or users (organisation.siteInUse, params.reason). Run through ConfirmAction, which refreshes the lists and shows a failure as a toast. */
export const deleteSite = (siteId: string) => rpc(organisation.deleteSite, { siteId });
