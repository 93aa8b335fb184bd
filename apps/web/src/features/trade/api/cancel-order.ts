import { trade } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** The brand cancels an order that is new and unpaid; a credit note cancels its invoice. */
export const cancelOrder = (orderId: string) => rpc(trade.cancelOrder, { orderId, reason: null });
