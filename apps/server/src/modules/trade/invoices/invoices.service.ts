import { listOffset, type ListResult, type ParsedInputOf } from '@seal/shared';
import type { InvoiceRow, listInvoices as listContract } from '@seal/shared/contract/trade';
import { containsPattern } from '../../../db/list-sql';
import type { SessionCallContext } from '../../../rpc/context';
import * as repo from './invoices.repository';

/** invoiceModel.list (trade.view): the session's account's invoices and credit notes. */
export function listInvoices(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof listContract>,
): Promise<ListResult<InvoiceRow>> {
  return repo.listInvoices(ctx.db, {
    accountId: ctx.session.accountId,
    kind: input.filters.kind,
    search: input.search ? containsPattern(input.search) : undefined,
    sort: input.sort,
    size: input.size,
    offset: listOffset(input),
  });
}
