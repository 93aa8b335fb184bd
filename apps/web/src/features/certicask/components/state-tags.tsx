import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { certicask } from '@seal/shared';

const LICENCE_COLOURS: Record<certicask.LicenceState, string> = {
  free: 'green',
  used: 'blue',
  expired: 'default',
  revoked: 'red',
};

const ORDER_COLOURS: Record<certicask.LicenceOrderState, string> = {
  awaitingPayment: 'gold',
  validated: 'green',
  cancelled: 'red',
};

/** A licence's state: free, used, expired or revoked. */
export function LicenceStateTag({ state }: { state: certicask.LicenceState }) {
  const { t } = useTranslation('certicask');
  return (
    <Tag color={LICENCE_COLOURS[state]} data-testid="licence-state">
      {t(`licenceStates.${state}`)}
    </Tag>
  );
}

/** A licence order's state, read from its trade order's payment. */
export function OrderStateTag({ state }: { state: certicask.LicenceOrderState }) {
  const { t } = useTranslation('certicask');
  return (
    <Tag color={ORDER_COLOURS[state]} data-testid="order-state">
      {t(`orderStates.${state}`)}
    </Tag>
  );
}
