import { trade } from '@seal/shared';
import { rpc } from '../../../api/rpc';

type Confirmation = { challengeId: string; code: string };

/** E-mails the code that confirms this request; the code is bound to it. */
export const requestQuotationCode = (input: trade.QuotationRequest) => rpc(trade.requestCode, input);

/** Sends the request with its code: the quotation is `requested`. */
export const requestQuotation = (input: trade.QuotationRequest & { confirmation: Confirmation }) =>
  rpc(trade.request, input);
