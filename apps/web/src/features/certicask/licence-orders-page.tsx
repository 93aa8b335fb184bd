import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { certicask } from '@seal/shared';
import { useRights } from '../../api/session';
import { DownloadButton } from '../../components/download/download-button';
import { PageTitle } from '../../components/page-title';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { ResourceTable } from '../../components/resource-table/resource-table';
import { formatMoney } from '../../lib/format-money';
import { caskKeys } from './api/keys';
import { listLicenceOrders, useLicenceOffer } from './api/licence-orders';
import { PayLicenceOrder } from './components/pay-licence-order';
import { OrderStateTag } from './components/state-tags';
import { formatDate } from './model/format';
import { CASK_PATHS } from './model/paths';

type Row = certicask.LicenceOrderRow;

/**
 * /certicask/licences/orderlist (certicask.view): the licence orders, newest first, with their
 * state; the invoice (and a cancelled order's credit note) prints with certicask.order_print; an
 * order awaiting payment is paid again with licence_add. A card checkout comes back here with
 * `?payment=done|cancelled`.
 */
export default function LicenceOrdersPage() {
  const { t, i18n } = useTranslation('certicask');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rights = useRights();
  const canPrint = Boolean(rights['certicask.order_print']);
  const canBuy = Boolean(rights['certicask.licence_add']);
  const offer = useLicenceOffer();
  const providers = canBuy ? (offer.data?.providers ?? []) : [];
  const returned = params.get('payment');

  const invoiceButton = (row: Row, invoice: { id: string; number: string }, testId: string) => (
    <DownloadButton
      url={certicask.licenceInvoicePath(row.orderId, invoice.id)}
      fileName={`${invoice.number}.pdf`}
      testId={testId}
    >
      {invoice.number}
    </DownloadButton>
  );

  const columns: ResourceColumns<Row> = [
    { key: 'orderNumber', priority: 1, title: t('order.number'), dataIndex: 'orderNumber', sorter: true },
    {
      key: 'state',
      priority: 1,
      title: t('order.state'),
      filters: certicask.LICENCE_ORDER_STATES.map((value) => ({ value, text: t(`orderStates.${value}`) })),
      filterMultiple: false,
      render: (_, row) => <OrderStateTag state={row.state} />,
    },
    { key: 'quantity', priority: 1, title: t('order.quantity'), dataIndex: 'quantity' },
    {
      key: 'total',
      priority: 2,
      title: t('order.total'),
      render: (_, row) => (row.totalInclCents === null ? '' : formatMoney(row.totalInclCents, i18n.language)),
    },
    {
      key: 'createdAt',
      priority: 2,
      title: t('order.createdAt'),
      sorter: true,
      render: (_, row) => formatDate(row.createdAt, i18n.language),
    },
    { key: 'billing', priority: 3, title: t('order.billedTo'), render: (_, row) => row.billing.companyName },
    {
      key: 'invoice',
      priority: 1,
      title: t('order.invoice'),
      render: (_, row) => (
        <Flex gap="small" wrap>
          {canPrint && row.invoice && invoiceButton(row, row.invoice, 'order-invoice')}
          {canPrint && row.creditNote && invoiceButton(row, row.creditNote, 'order-credit-note')}
          {row.state === 'awaitingPayment' && providers.length > 0 && (
            <PayLicenceOrder orderId={row.orderId} providers={providers} />
          )}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageTitle>{t('routes.caskLicenceOrders', { ns: 'translation' })}</PageTitle>
      {returned === 'done' && (
        <Alert
          type="success"
          showIcon
          title={t('pay.returnDone')}
          style={{ marginBottom: 16 }}
          data-testid="payment-done"
        />
      )}
      {returned === 'cancelled' && (
        <Alert type="warning" showIcon title={t('pay.returnCancelled')} style={{ marginBottom: 16 }} />
      )}
      <ResourceTable<Row>
        queryKey={caskKeys.orders}
        fetcher={listLicenceOrders}
        columns={columns}
        rowKey="id"
        searchable={false}
        toolbar={
          canBuy && (
            <Button type="primary" onClick={() => void navigate(CASK_PATHS.licenceAdd)} data-testid="licence-buy">
              {t('buy.action')}
            </Button>
          )
        }
        testId="licence-orders-table"
      />
    </>
  );
}
