import { Alert, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmAction } from '../../components/confirm-action/confirm-action';
import { PageTitle } from '../../components/page-title';
import { acceptQuotation } from './api/decide-quotation';
import { tradeFileUrl } from './api/file-urls';
import { useQuotation } from './api/get-quotation';
import { tradeKeys } from './api/keys';
import { DownloadButton } from '../../components/download/download-button';
import { LinesTable } from './components/lines-table';
import { QueryResult } from './components/query-result';
import { RefuseQuotation } from './components/refuse-quotation';
import { QuotationStatusTag } from './components/status-tags';
import { TotalsSummary } from './components/totals-summary';
import { formatDate } from './model/format';

/** /trade/quotations/:id: a quotation's lines and totals, its PDF, and accepting or refusing it. */
export default function QuotationPage() {
  const { t, i18n } = useTranslation('trade');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = useQuotation(id);
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '—');

  return (
    <QueryResult query={query}>
      {(quotation) => (
        <>
          <PageTitle
            extra={
              <Flex gap="small" wrap>
                {quotation.hasPdf && (
                  <DownloadButton
                    url={tradeFileUrl.quotationPdf(quotation.id)}
                    fileName={`${quotation.number}.pdf`}
                    type="default"
                    size="middle"
                    testId="quotation-pdf"
                  >
                    {t('quotation.pdf')}
                  </DownloadButton>
                )}
                {quotation.status === 'issued' && (
                  <>
                    <ConfirmAction
                      title={t('quotation.acceptConfirm', { number: quotation.number })}
                      content={t('quotation.acceptEffect')}
                      mutationFn={() => acceptQuotation(quotation.id)}
                      invalidate={[tradeKeys.all]}
                      successMessage={t('quotation.accepted')}
                      onSuccess={(result) => void navigate(`/trade/orders/${result.orderId}`)}
                      okText={t('quotation.accept')}
                      button={{ type: 'primary' }}
                      testId="quotation-accept"
                    >
                      {t('quotation.accept')}
                    </ConfirmAction>
                    <RefuseQuotation quotationId={quotation.id} number={quotation.number} />
                  </>
                )}
              </Flex>
            }
          >
            {t('quotation.title', { number: quotation.number })}
          </PageTitle>
          <Flex vertical gap="middle">
            {quotation.status === 'requested' && <Alert type="info" showIcon title={t('quotation.waiting')} />}
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                {
                  key: 'status',
                  label: t('quotation.status'),
                  children: <QuotationStatusTag status={quotation.status} />,
                },
                { key: 'requestedAt', label: t('quotation.requestedAt'), children: date(quotation.requestedAt) },
                { key: 'requestedBy', label: t('quotation.requestedBy'), children: quotation.requestedBy },
                { key: 'issuedAt', label: t('quotation.issuedAt'), children: date(quotation.issuedAt) },
                { key: 'validUntil', label: t('quotation.validUntil'), children: date(quotation.validUntil) },
                {
                  key: 'order',
                  label: t('quotation.order'),
                  children: quotation.orderId ? (
                    <Link to={`/trade/orders/${quotation.orderId}`} data-testid="quotation-order">
                      {t('quotation.seeOrder')}
                    </Link>
                  ) : (
                    '—'
                  ),
                },
                { key: 'delivery', label: t('quotation.deliveryAddress'), children: quotation.deliveryAddress ?? '—' },
                { key: 'description', label: t('quotation.description'), children: quotation.description ?? '—' },
              ]}
            />
            <LinesTable lines={quotation.lines} />
            <TotalsSummary totals={quotation.totals} />
          </Flex>
        </>
      )}
    </QueryResult>
  );
}
