import { trade } from '@seal/shared';
import { implement } from '../../rpc/registry';
import { invoiceMethods } from './invoices/invoices.methods';
import * as orders from './orders/orders.service';
import { paymentMethods } from './payments/payments.methods';
import { acceptQuotation } from './quotations/accept-quotation';
import * as quotations from './quotations/quotations.service';

/** Every trade method (docs/trade.md): quotations and orders here, then invoices and payments. */
export const tradeMethods = [
  implement(trade.requestOptions, (_input, ctx) => quotations.requestOptions(ctx)),
  implement(trade.requestCode, (input, ctx) => quotations.requestCode(ctx, input)),
  implement(trade.request, (input, ctx) => quotations.request(ctx, input), {
    guard: (input, ctx) => quotations.confirmRequest(ctx, input),
  }),
  implement(trade.listQuotations, (input, ctx) => quotations.listQuotations(ctx, input)),
  implement(trade.getQuotation, (input, ctx) => quotations.getQuotation(ctx, input)),
  implement(trade.accept, (input, ctx) => acceptQuotation(ctx, input)),
  implement(trade.refuse, (input, ctx) => quotations.refuseQuotation(ctx, input)),
  implement(trade.listOrders, (input, ctx) => orders.listOrders(ctx, input)),
  implement(trade.getOrder, (input, ctx) => orders.getOrder(ctx, input)),
  implement(trade.cancelOrder, (input, ctx) => orders.cancelOrder(ctx, input)),
  ...paymentMethods,
  ...invoiceMethods,
];
