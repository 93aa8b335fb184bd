import { trade } from '@seal/shared';
import { implement } from '../../../rpc/registry';
import { listInvoices } from './invoices.service';

export const invoiceMethods = [implement(trade.listInvoices, (input, ctx) => listInvoices(ctx, input))];
