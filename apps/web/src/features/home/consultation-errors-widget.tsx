import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DashboardErrors } from '@seal/shared/contract/dashboard';
import { rpc } from '../../api/rpc';
import { DASHBOARD_KEYS, getConsultationErrors } from './api/dashboard-methods';
import { answerKey, formatNumber, sparklinePoints, trendPercent } from './display';
import { PeriodSelect } from './period-select';
import { useWidgetPeriod } from './use-widget-period';
import { WidgetBody } from './widget-body';
import { WidgetCard } from './widget-card';

/** The consultation errors of the chosen period, by code with the catalogue's message, and their trend. */
export function ConsultationErrorsWidget() {
  const [period, setPeriod] = useWidgetPeriod('consultationErrors');
  const query = useQuery({
    queryKey: DASHBOARD_KEYS.consultationErrors(period),
    queryFn: ({ signal }) => rpc(getConsultationErrors, { period }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  return (
    <WidgetCard
      id="consultationErrors"
      extra={<PeriodSelect id="consultationErrors" value={period} onChange={setPeriod} />}
    >
      <WidgetBody query={query} id="consultationErrors">
        {(data) => <ErrorFigures data={data} />}
      </WidgetBody>
    </WidgetCard>
  );
}

const SPARK = { width: 120, height: 28 };

function ErrorFigures({ data }: { data: DashboardErrors }) {
  const { t } = useTranslation();
  const percent = trendPercent(data.total, data.previousTotal);
  return (
    <div data-testid="consultation-errors">
      <div className="errors-summary">
        <p className="reel-stock-figure" data-testid="consultation-errors-total">
          {formatNumber(data.total)}
        </p>
        <svg
          className="sparkline"
          width={SPARK.width}
          height={SPARK.height}
          viewBox={`-1 -1 ${SPARK.width + 2} ${SPARK.height + 2}`}
          role="img"
          aria-label={t('home.errors.trend')}
        >
          <polyline
            points={sparklinePoints(
              data.series.map((point) => point.count),
              SPARK.width,
              SPARK.height,
            )}
          />
        </svg>
      </div>
      <p className="widget-card-note" data-testid="consultation-errors-trend">
        {percent === null
          ? t('home.errors.noPrevious')
          : t('home.errors.versus', { percent: `${percent > 0 ? '+' : ''}${percent}` })}
      </p>
      {data.byOutcome.length === 0 ? (
        <p className="widget-card-note">{t('home.errors.none')}</p>
      ) : (
        <ul className="widget-list" data-testid="consultation-errors-codes">
          {data.byOutcome.map((row) => (
            <li key={row.outcome}>
              <span className="widget-list-code">{row.outcome}</span>
              <span className="widget-list-label">{t(answerKey(row.outcome))}</span>
              <span className="widget-list-figure">{formatNumber(row.count)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
