import { activation } from '@seal/shared';
import { implement } from '../../rpc/registry';
import { sealScope } from '../seals/seal-scope';
import { findActivations } from './activations-list.repository';
import * as activations from './activation.service';
import * as cancellations from './cancellation.service';
import { findCancellations } from './cancellations-list.repository';
import { changeActivationProduct } from './change-product';
import { requireProductInScope } from './list-support';

/**
 * activationModel and cancellationModel. activate and cancel check the e-mailed code in their
 * guard, outside the call's transaction, so that a wrong code stays counted when the call fails;
 * the handler then checks the request again inside the transaction and writes it.
 */
export const activationMethods = [
  implement(activation.checkActivation, (input, ctx) => activations.checkActivation(ctx, input)),
  implement(activation.requestActivationCode, (input, ctx) => activations.requestActivationCode(ctx, input)),
  implement(activation.activate, (input, ctx) => activations.activate(ctx, input), {
    guard: (input, ctx) => activations.confirmActivation(ctx, input),
  }),
  implement(activation.findActivations, async (input, ctx) => {
    await requireProductInScope(ctx, input.filters.productId);
    return findActivations(ctx.db, ctx.services.sealKeyring, await sealScope(ctx.db, ctx.session), input);
  }),
  implement(activation.changeActivationProduct, (input, ctx) =>
    changeActivationProduct(ctx, input.activationId, input.productId),
  ),

  implement(activation.checkCancellation, (input, ctx) => cancellations.checkCancellation(ctx, input)),
  implement(activation.requestCancellationCode, (input, ctx) => cancellations.requestCancellationCode(ctx, input)),
  implement(activation.cancel, (input, ctx) => cancellations.cancel(ctx, input), {
    guard: (input, ctx) => cancellations.confirmCancellation(ctx, input),
  }),
  implement(activation.findCancellations, async (input, ctx) => {
    await requireProductInScope(ctx, input.filters.productId);
    return findCancellations(ctx.db, ctx.services.sealKeyring, await sealScope(ctx.db, ctx.session), input);
  }),
];
