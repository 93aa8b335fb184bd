import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { trade } from '@seal/shared';
import { formatMoney } from '../model/format';

/** Totals excluding tax, tax and including tax; a quotation not priced yet has none. */
export function TotalsSummary({ totals }: { totals: trade.Totals | null }) {
  const { t, i18n } = useTranslation('trade');
  if (!totals) return null;
  const money = (cents: number) => formatMoney(cents, i18n.language, totals.currency);
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      style={{ maxWidth: 360, marginLeft: 'auto' }}
      data-testid="trade-totals"
      items={[
        { key: 'excl', label: t('totals.exclTax'), children: money(totals.exclTaxCents) },
        { key: 'tax', label: t('totals.tax'), children: money(totals.taxCents) },
        {
          key: 'incl',
          label: t('totals.inclTax'),
          children: <strong data-testid="total-incl">{money(totals.inclTaxCents)}</strong>,
        },
      ]}
    />
  );
}
