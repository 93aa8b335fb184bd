import { Alert, Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PAY_STATUS } from '@seal/shared';
import { ConfirmAction } from '../../components/confirm-action/confirm-action';
import { PageTitle } from '../../components/page-title';
import { cancelOrder } from './api/cancel-order';
import { useOrder } from './api/get-order';
import { tradeKeys } from './api/keys';
import { InvoicesTable } from './components/invoices-table';
import { LinesTable } from './components/lines-table';
import { OrderFiles } from './components/order-files';
import { PaymentsList } from './components/payments-list';
import { PayOrder } from './components/pay-order';
import { QueryResult } from './components/query-result';
import { StatusHistory } from './components/status-history';
import { OrderTypeText, PayStatusTag, TradeStatusTag } from './components/status-tags';
import { TotalsSummary } from './components/totals-summary';
import { formatDate } from './model/format';

/**
 * /trade/orders/:id: an order's statuses, lines, totals, history, files and invoices, with paying
 * and cancelling while they are possible. A hosted checkout comes back here with `?payment=`.
 */
export default function OrderPage() {
  const { t, i18n } = useTranslation('trade');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const returned = params.get('payment');
  const query = useOrder(id);

  return (
    <QueryResult query={query}>
      {(order) => (
        <>
          <PageTitle
            extra={
              <Flex gap="small" wrap>
                {order.canPay && <PayOrder orderId={order.id} />}
                {order.canCancel && (
                  <ConfirmAction
                    title={t('order.cancelConfirm', { number: order.number })}
                    content={t('order.cancelEffect')}
                    mutationFn={() => cancelOrder(order.id)}
                    invalidate={[tradeKeys.all]}
                    successMessage={t('order.cancelled')}
                    okText={t('order.cancel')}
                    danger
                    testId="order-cancel"
                  >
                    {t('order.cancel')}
                  </ConfirmAction>
                )}
              </Flex>
            }
          >
            {t('order.title', { number: order.number })}
          </PageTitle>
          <Flex vertical gap="middle">
            {returned === 'done' && (
              <Alert type="success" showIcon title={t('pay.returnDone')} closable data-testid="payment-done" />
            )}
            {returned === 'cancelled' && (
              <Alert
                type="warning"
                showIcon
                title={t('pay.returnCancelled')}
                closable
                data-testid="payment-cancelled"
              />
            )}
            {(order.payStatus === PAY_STATUS.refused || order.payStatus === PAY_STATUS.cancelled) && (
              <Alert type="error" showIcon title={t('errors.trade.paymentRefused', { ns: 'translation' })} />
            )}
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                { key: 'type', label: t('order.type'), children: <OrderTypeText type={order.type} /> },
                { key: 'date', label: t('order.date'), children: formatDate(order.createdAt, i18n.language) },
                { key: 'pay', label: t('order.payStatus'), children: <PayStatusTag status={order.payStatus} /> },
                {
                  key: 'trade',
                  label: t('order.tradeStatus'),
                  children: <TradeStatusTag status={order.tradeStatus} />,
                },
                {
                  key: 'quotation',
                  label: t('order.quotation'),
                  children: order.quotationId ? (
                    <Link to={`/trade/quotations/${order.quotationId}`}>{t('order.seeQuotation')}</Link>
                  ) : (
                    '—'
                  ),
                },
                { key: 'delivery', label: t('order.deliveryAddress'), children: order.deliveryAddress ?? '—' },
                { key: 'description', label: t('order.description'), children: order.description ?? '—' },
              ]}
            />
            <LinesTable lines={order.lines} withStatus />
            <TotalsSummary totals={order.totals} />
            <Card size="small" title={t('invoice.title')}>
              <InvoicesTable invoices={order.invoices} />
            </Card>
            <Card size="small" title={t('files.title')}>
              <OrderFiles orderId={order.id} files={order.files} />
            </Card>
            {order.payments.length > 0 && (
              <Card size="small" title={t('pay.title')}>
                <PaymentsList payments={order.payments} />
              </Card>
            )}
            <Card size="small" title={t('history.title')}>
              <StatusHistory history={order.history} />
            </Card>
          </Flex>
        </>
      )}
    </QueryResult>
  );
}
