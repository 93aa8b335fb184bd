import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DashboardConsultations } from '@seal/shared/contract/dashboard';
import { rpc } from '../../api/rpc';
import { EChart } from '../../components/charts/echart';
import { currentLanguage } from '../../i18n';
import { DASHBOARD_KEYS, getConsultations } from './api/dashboard-methods';
import { formatBucket, formatNumber } from './display';
import { PeriodSelect } from './period-select';
import { useWidgetPeriod } from './use-widget-period';
import { WidgetBody } from './widget-body';
import { WidgetCard } from './widget-card';

/** Consultations over the chosen period (6 months by default) and the 10 articles most consulted. */
export function ConsultationsWidget() {
  const [period, setPeriod] = useWidgetPeriod('consultations');
  const lang = currentLanguage();
  const query = useQuery({
    queryKey: DASHBOARD_KEYS.consultations(period, lang),
    queryFn: ({ signal }) => rpc(getConsultations, { period, lang }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  return (
    <WidgetCard id="consultations" extra={<PeriodSelect id="consultations" value={period} onChange={setPeriod} />}>
      <WidgetBody query={query} id="consultations">
        {(data) => <ConsultationsFigures data={data} />}
      </WidgetBody>
    </WidgetCard>
  );
}

function ConsultationsFigures({ data }: { data: DashboardConsultations }) {
  const { t } = useTranslation();
  const option = useMemo(
    () => ({
      grid: { left: 40, right: 8, top: 16, bottom: 28 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: data.series.map((point) => formatBucket(point.period)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: data.granularity === 'month' ? 'bar' : 'line',
          name: t('home.consultations.series'),
          data: data.series.map((point) => point.count),
          smooth: true,
          showSymbol: false,
        },
      ],
    }),
    [data, t],
  );
  return (
    <div className="consultations-widget" data-testid="consultations">
      <div className="consultations-chart">
        <p className="widget-card-note" data-testid="consultations-total">
          {t('home.consultations.total', { total: formatNumber(data.total) })}
        </p>
        <EChart
          option={option}
          height={220}
          ariaLabel={t('home.consultations.chart', { total: formatNumber(data.total) })}
          testId="consultations-chart"
        />
      </div>
      <div className="consultations-top">
        <h3 className="widget-card-subtitle">{t('home.consultations.top')}</h3>
        {data.topProducts.length === 0 ? (
          <p className="widget-card-note">{t('home.consultations.none')}</p>
        ) : (
          <ol className="widget-list" data-testid="consultations-top">
            {data.topProducts.map((product) => (
              <li key={product.productId ?? 'none'}>
                <span className="widget-list-label">{product.title ?? t('home.consultations.noProduct')}</span>
                <span className="widget-list-figure">{formatNumber(product.count)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
