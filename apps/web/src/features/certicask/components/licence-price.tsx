import { Descriptions, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { certicask } from '@seal/shared';
import { formatMoney } from '../../../lib/format-money';

/** The order's price as the quantity changes: unit and total excluding tax, the VAT rate, the validity. */
export function LicencePrice({ offer }: { offer: certicask.LicenceOffer }) {
  const { t, i18n } = useTranslation('certicask');
  const quantity = Form.useWatch<number | undefined>('quantity') ?? 0;
  const unit = offer.unitPriceCents ?? 0;
  return (
    <div data-testid="licence-price">
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'unit', label: t('buy.unitPrice'), children: formatMoney(unit, i18n.language) },
          {
            key: 'total',
            label: t('buy.totalExcl'),
            children: <span data-testid="licence-total">{formatMoney(unit * quantity, i18n.language)}</span>,
          },
          {
            key: 'vat',
            label: t('buy.vatRate'),
            children: t(`vatZones.${offer.vatZone}`, { rate: offer.vatRateBp / 100 }),
          },
          { key: 'validity', label: t('buy.validity'), children: t('buy.validityDays', { count: offer.validityDays }) },
        ]}
      />
    </div>
  );
}
