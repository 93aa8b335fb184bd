import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SealData } from '@seal/shared/contract/seal-history';
import { countryName, formatDateTime, formatDay } from '../display';
import { StateTag } from './state-tag';

/** The seal's card: state, consumers' answer, reel, product, activation, validity and views. */
export function SealCard({ data }: { data: SealData }) {
  const { t } = useTranslation('seal-history');
  const { activation, lastChange } = data;
  const none = <Typography.Text type="secondary">{t('card.none')}</Typography.Text>;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      data-testid="seal-card"
      title={
        <Flex gap="small" align="center" wrap>
          <span data-testid="seal-reference">{data.ref}</span>
          {data.state !== null && <StateTag state={data.state} testId="seal-state" />}
        </Flex>
      }
    >
      <Descriptions.Item label={t('card.answer')} span={{ xs: 1, md: 2 }}>
        <span data-testid="seal-answer">
          {data.code} · {t(`errors.${data.key}`)}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('card.reel')}>{data.reel ?? none}</Descriptions.Item>
      <Descriptions.Item label={t('card.views')}>
        <span data-testid="seal-views">{data.viewCount}</span>
      </Descriptions.Item>
      {activation && (
        <>
          <Descriptions.Item label={t('card.product')} span={{ xs: 1, md: 2 }}>
            <Flex gap="small" align="center">
              {activation.product.imageUrl && (
                <img src={activation.product.imageUrl} alt="" width={40} height={40} style={{ objectFit: 'contain' }} />
              )}
              <span data-testid="seal-product">{activation.product.title}</span>
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label={t('card.gtin')}>{activation.product.gtin ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('card.sku')}>{activation.product.sku ?? none}</Descriptions.Item>
          <Descriptions.Item label={t('card.activatedOn')}>{formatDateTime(activation.date)}</Descriptions.Item>
          <Descriptions.Item label={t('card.activatedBy')}>{activation.activatedBy}</Descriptions.Item>
          <Descriptions.Item label={t('card.targetCountry')}>
            {countryName(activation.targetCountry) ?? none}
          </Descriptions.Item>
          <Descriptions.Item label={t('card.deliveryDate')}>
            {activation.deliveryDate ? formatDay(activation.deliveryDate) : none}
          </Descriptions.Item>
          <Descriptions.Item label={t('card.validUntil')}>
            {data.validUntil ? formatDay(data.validUntil) : t('card.noLimit')}
          </Descriptions.Item>
        </>
      )}
      {lastChange && (
        <Descriptions.Item label={t('card.lastChange')} span={{ xs: 1, md: 2 }}>
          <Flex gap="small" align="center" wrap>
            <StateTag state={lastChange.state} />
            <span>{formatDateTime(lastChange.date)}</span>
            {lastChange.reason && <Typography.Text type="secondary">{lastChange.reason}</Typography.Text>}
          </Flex>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
