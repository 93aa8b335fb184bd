import { paymentMethods } from './payments/payments.methods';

/** Every RPC method of trade, sub-folder by sub-folder (docs/trade.md). */
export const tradeMethods = [...paymentMethods];
