import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { trade } from '@seal/shared';
import { useInvoiceColumns } from './invoice-columns';

/** An order's invoice and credit notes, with their PDF and XML. */
export function InvoicesTable({ invoices }: { invoices: trade.InvoiceRow[] }) {
  const { t } = useTranslation('trade');
  const columns = useInvoiceColumns({ withOrder: false }).map(({ priority: _priority, ...column }) => column);
  if (invoices.length === 0) return <p>{t('invoice.none')}</p>;
  return (
    <Table<trade.InvoiceRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={invoices}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="order-invoices"
    />
  );
}
