import { trade } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Accepts an issued quotation: answers the order it became (with its invoice). */
export const acceptQuotation = (quotationId: string) => rpc(trade.accept, { quotationId });

export const refuseQuotation = (quotationId: string, reason: string) =>
  rpc(trade.refuse, { quotationId, reason: reason.trim() || null });
