import { useTranslation } from 'react-i18next';
import type { trade } from '@seal/shared';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { tradeKeys } from './api/keys';
import { listInvoices } from './api/list-invoices';
import { useInvoiceColumns } from './components/invoice-columns';

/** /trade/invoices: the account's invoices and credit notes, with their PDF and XML. */
export default function InvoicesPage() {
  const { t } = useTranslation('trade');
  const columns = useInvoiceColumns({ withOrder: true, kindFilter: true });
  return (
    <>
      <PageTitle>{t('routes.tradeInvoices', { ns: 'translation' })}</PageTitle>
      <ResourceTable<trade.InvoiceRow>
        queryKey={tradeKeys.invoices}
        fetcher={listInvoices}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('invoice.search')}
        testId="invoices-table"
      />
    </>
  );
}
