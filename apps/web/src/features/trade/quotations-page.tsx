import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QUOTATION_STATUSES, type trade } from '@seal/shared';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { tradeKeys } from './api/keys';
import { listQuotations } from './api/list-quotations';
import { QuotationStatusTag } from './components/status-tags';
import { formatDate, formatTotal } from './model/format';

/** /trade/quotations: the account's quotations, newest first, filtered by status. */
export default function QuotationsPage() {
  const { t, i18n } = useTranslation('trade');
  const navigate = useNavigate();
  const language = i18n.language;
  const columns: ResourceColumns<trade.QuotationRow> = [
    {
      key: 'number',
      priority: 1,
      title: t('quotation.number'),
      sorter: true,
      render: (_, row) => <Link to={`/trade/quotations/${row.id}`}>{row.number}</Link>,
    },
    {
      key: 'status',
      priority: 1,
      title: t('quotation.status'),
      sorter: true,
      filters: QUOTATION_STATUSES.map((status) => ({ text: t(`quotationStatus.${status}`), value: status })),
      render: (_, row) => <QuotationStatusTag status={row.status} />,
    },
    {
      key: 'requestedAt',
      priority: 2,
      title: t('quotation.requestedAt'),
      sorter: true,
      render: (_, row) => formatDate(row.requestedAt, language),
    },
    {
      key: 'validUntil',
      priority: 3,
      title: t('quotation.validUntil'),
      render: (_, row) => (row.validUntil ? formatDate(row.validUntil, language) : '—'),
    },
    {
      key: 'total',
      priority: 2,
      title: t('quotation.total'),
      align: 'right',
      render: (_, row) => formatTotal(row.totals, language, 'inclTaxCents') ?? t('quotation.notPriced'),
    },
    {
      key: 'order',
      priority: 3,
      title: t('quotation.order'),
      render: (_, row) =>
        row.orderId ? <Link to={`/trade/orders/${row.orderId}`}>{t('quotation.seeOrder')}</Link> : '—',
    },
  ];
  return (
    <>
      <PageTitle
        extra={
          <Button type="primary" onClick={() => void navigate('/trade/requestaquotation')} data-testid="quotation-new">
            {t('quotation.new')}
          </Button>
        }
      >
        {t('routes.tradeQuotations', { ns: 'translation' })}
      </PageTitle>
      <ResourceTable<trade.QuotationRow>
        queryKey={tradeKeys.quotations}
        fetcher={listQuotations}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('quotation.search')}
        testId="quotations-table"
      />
    </>
  );
}
