import { useQuery } from '@tanstack/react-query';
import { certicask, type InputOf, type ListInput, type trade } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { withOneValueFilters } from '../model/list-filters';
import { caskKeys } from './keys';

/** What buying costs, how it is paid, and the billing fields the company settings know. */
export const useLicenceOffer = () =>
  useQuery({ queryKey: caskKeys.offer, queryFn: ({ signal }) => rpc(certicask.licenceOffer, {}, { signal }) });

export type BuyInput = InputOf<typeof certicask.buyLicences>;
export const buyLicences = (input: BuyInput) => rpc(certicask.buyLicences, input);

/** Starts the payment of an order still awaiting it again (a checkout left, a transfer to redo). */
export const payLicenceOrder = (orderId: string, provider: trade.PaymentProvider) =>
  rpc(certicask.payLicenceOrder, { orderId, provider });

export const listLicenceOrders = (input: ListInput, signal: AbortSignal) =>
  rpc(
    certicask.listLicenceOrders,
    withOneValueFilters(input, { state: certicask.LICENCE_ORDER_STATES }) as InputOf<
      typeof certicask.listLicenceOrders
    >,
    {
      signal,
    },
  );
