import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { trade } from '@seal/shared';
import type { ResourceColumns } from '../../../components/resource-table/fit-columns';
import { tradeFileUrl } from '../api/file-urls';
import { formatDate, formatMoney } from '../model/format';
import { DownloadButton } from '../../../components/download/download-button';

/** The columns of an invoice list (the invoices page, an order's invoices): number, kind, dates, total, downloads. */
export function useInvoiceColumns({ withOrder, kindFilter }: { withOrder: boolean; kindFilter?: boolean }) {
  const { t, i18n } = useTranslation('trade');
  const language = i18n.language;
  const columns: ResourceColumns<trade.InvoiceRow> = [
    { key: 'number', priority: 1, title: t('invoice.number'), sorter: kindFilter, dataIndex: 'number' },
    {
      key: 'kind',
      priority: 1,
      title: t('invoice.kind'),
      ...(kindFilter
        ? {
            filters: (['invoice', 'creditNote'] as const).map((kind) => ({
              text: t(`invoiceKind.${kind}`),
              value: kind,
            })),
            filterMultiple: false,
          }
        : {}),
      render: (_, row) => (
        <Tag color={row.kind === 'creditNote' ? 'magenta' : 'blue'}>
          {t(`invoiceKind.${row.kind}`)}
          {row.correctsNumber ? ` · ${row.correctsNumber}` : ''}
        </Tag>
      ),
    },
    {
      key: 'issuedAt',
      priority: 2,
      title: t('invoice.issuedAt'),
      sorter: kindFilter,
      render: (_, row) => formatDate(row.issuedAt, language),
    },
    {
      key: 'dueAt',
      priority: 3,
      title: t('invoice.dueAt'),
      render: (_, row) => (row.dueAt ? formatDate(row.dueAt, language) : '—'),
    },
    ...(withOrder
      ? ([
          {
            key: 'order',
            priority: 2,
            title: t('invoice.order'),
            render: (_, row) => <Link to={`/trade/orders/${row.orderId}`}>{row.orderNumber}</Link>,
          },
        ] satisfies ResourceColumns<trade.InvoiceRow>)
      : []),
    {
      key: 'total',
      priority: 2,
      title: t('invoice.total'),
      align: 'right',
      render: (_, row) => formatMoney(row.totals.inclTaxCents, language, row.totals.currency),
    },
    {
      key: 'files',
      priority: 1,
      fixed: 'right',
      title: t('invoice.files'),
      render: (_, row) => (
        <Flex gap={4} wrap>
          <DownloadButton url={tradeFileUrl.invoicePdf(row.id)} fileName={`${row.number}.pdf`} testId="invoice-pdf">
            {t('invoice.pdf')}
          </DownloadButton>
          <DownloadButton url={tradeFileUrl.invoiceXml(row.id)} fileName={`${row.number}.xml`} testId="invoice-xml">
            {t('invoice.xml')}
          </DownloadButton>
        </Flex>
      ),
    },
  ];
  return columns;
}
