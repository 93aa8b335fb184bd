import { trade } from '@seal/shared';
import { implement } from '../../../rpc/registry';
import * as service from './payments.service';

export const paymentMethods = [
  implement(trade.paymentProviders, (_input, ctx) => service.listProviders(ctx)),
  implement(trade.startPayment, (input, ctx) => service.startPayment(ctx, input)),
];
