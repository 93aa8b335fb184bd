import { useTranslation } from 'react-i18next';
import { WIDGET_PERIODS } from '@seal/shared/constants';
import { isWidgetPeriod, type WidgetPeriod } from '@seal/shared/dashboard/widget-periods';
import '../../components/plain-input.css';

/** The periods of spec 001 section 9. A native select: antd's would weigh on the first screen. */
export function PeriodSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: WidgetPeriod;
  onChange: (period: WidgetPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <select
      className="plain-input widget-period"
      value={value}
      aria-label={t('home.period')}
      data-testid={`widget-${id}-period`}
      onChange={(event) => {
        if (isWidgetPeriod(event.target.value)) onChange(event.target.value);
      }}
    >
      {WIDGET_PERIODS.map((period) => (
        <option key={period} value={period}>
          {t(`home.periods.${period}`)}
        </option>
      ))}
    </select>
  );
}
