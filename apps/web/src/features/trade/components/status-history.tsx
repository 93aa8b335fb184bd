import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAY_STATUSES, TRADE_STATUSES, type trade } from '@seal/shared';
import { formatDateTime } from '../model/format';

/** Every change of the order's statuses: which, from what to what, who and when. */
export function StatusHistory({ history }: { history: trade.StatusChange[] }) {
  const { t, i18n } = useTranslation('trade');
  const name = (change: trade.StatusChange, value: number | null) => {
    if (value === null) return '—';
    return change.field === 'pay' ? t(`payStatus.${PAY_STATUSES[value]}`) : t(`tradeStatus.${TRADE_STATUSES[value]}`);
  };
  const who = (by: string) => (by === 'seller' || by === 'payment' ? t(`history.by.${by}`) : by);
  if (history.length === 0) return <p>{t('history.none')}</p>;
  return (
    <Timeline
      data-testid="status-history"
      items={history.map((change, index) => ({
        key: index,
        content: (
          <>
            <div>
              {t(`history.field.${change.field}`)}: {name(change, change.from)} → {name(change, change.to)}
            </div>
            <div style={{ opacity: 0.7, fontSize: 12 }}>
              {t('history.byAt', { who: who(change.by), when: formatDateTime(change.at, i18n.language) })}
              {change.note ? ` · ${change.note}` : ''}
            </div>
          </>
        ),
      }))}
    />
  );
}
