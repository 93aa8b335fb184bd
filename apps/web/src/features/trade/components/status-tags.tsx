import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ORDER_TYPES,
  PAY_STATUSES,
  TRADE_STATUSES,
  type OrderType,
  type PayStatus,
  type QuotationStatus,
  type TradeStatus,
} from '@seal/shared';

/** antd tag colours: each status reads at a glance (green done, blue moving, red stopped). */
const QUOTATION_COLOURS: Record<QuotationStatus, string> = {
  requested: 'default',
  issued: 'processing',
  accepted: 'success',
  refused: 'error',
  expired: 'warning',
};
const PAY_COLOURS = ['gold', 'processing', 'success', 'default', 'error', 'processing'] as const;
const TRADE_COLOURS = ['default', 'processing', 'cyan', 'success', 'error'] as const;

export function QuotationStatusTag({ status }: { status: QuotationStatus }) {
  const { t } = useTranslation('trade');
  return (
    <Tag color={QUOTATION_COLOURS[status]} data-testid="quotation-status">
      {t(`quotationStatus.${status}`)}
    </Tag>
  );
}

export function PayStatusTag({ status }: { status: PayStatus }) {
  const { t } = useTranslation('trade');
  return (
    <Tag color={PAY_COLOURS[status]} data-testid="pay-status">
      {t(`payStatus.${PAY_STATUSES[status]}`)}
    </Tag>
  );
}

export function TradeStatusTag({ status }: { status: TradeStatus }) {
  const { t } = useTranslation('trade');
  return (
    <Tag color={TRADE_COLOURS[status]} data-testid="trade-status">
      {t(`tradeStatus.${TRADE_STATUSES[status]}`)}
    </Tag>
  );
}

export function OrderTypeText({ type }: { type: OrderType }) {
  const { t } = useTranslation('trade');
  return <>{t(`orderType.${ORDER_TYPES[type]}`)}</>;
}
