import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_TYPES, PAY_STATUSES, TRADE_STATUSES, type trade } from '@seal/shared';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { tradeKeys } from './api/keys';
import { listOrders } from './api/list-orders';
import { OrderTypeText, PayStatusTag, TradeStatusTag } from './components/status-tags';
import { formatDate, formatMoney } from './model/format';

/** /trade/orders: the account's orders with their type, pay and trade statuses. */
export default function OrdersPage() {
  const { t, i18n } = useTranslation('trade');
  const language = i18n.language;
  const options = (names: readonly string[], prefix: string) =>
    names.map((name, index) => ({ text: t(`${prefix}.${name}`), value: String(index) }));
  const columns: ResourceColumns<trade.OrderRow> = [
    {
      key: 'number',
      priority: 1,
      title: t('order.number'),
      sorter: true,
      render: (_, row) => <Link to={`/trade/orders/${row.id}`}>{row.number}</Link>,
    },
    {
      key: 'createdAt',
      priority: 2,
      title: t('order.date'),
      sorter: true,
      render: (_, row) => formatDate(row.createdAt, language),
    },
    {
      key: 'type',
      priority: 3,
      title: t('order.type'),
      filters: options(ORDER_TYPES, 'orderType'),
      render: (_, row) => <OrderTypeText type={row.type} />,
    },
    {
      key: 'payStatus',
      priority: 1,
      title: t('order.payStatus'),
      filters: options(PAY_STATUSES, 'payStatus'),
      render: (_, row) => <PayStatusTag status={row.payStatus} />,
    },
    {
      key: 'tradeStatus',
      priority: 2,
      title: t('order.tradeStatus'),
      filters: options(TRADE_STATUSES, 'tradeStatus'),
      render: (_, row) => <TradeStatusTag status={row.tradeStatus} />,
    },
    {
      key: 'total',
      priority: 2,
      title: t('order.total'),
      align: 'right',
      render: (_, row) => formatMoney(row.totals.inclTaxCents, language, row.totals.currency),
    },
    { key: 'description', priority: 4, title: t('order.description'), ellipsis: true, dataIndex: 'description' },
  ];
  return (
    <>
      <PageTitle>{t('routes.tradeOrders', { ns: 'translation' })}</PageTitle>
      <ResourceTable<trade.OrderRow>
        queryKey={tradeKeys.orders}
        fetcher={listOrders}
        columns={columns}
        rowKey="id"
        searchPlaceholder={t('order.search')}
        testId="orders-table"
      />
    </>
  );
}
