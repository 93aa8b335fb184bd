import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { COUNTRY_GEO, numericOfCountry, type statistics } from '@seal/shared';
import { EChart } from '../../components/charts/echart';
import { useConsultationMap } from './api/stat-api';
import { loadWorldMap, WORLD_MAP } from './api/world-map';
import { StatPage } from './components/stat-page';
import { StatPanel } from './components/stat-panel';
import { useLabels } from './components/use-labels';
import type { ScopeProps } from './components/use-stat-selection';
import { mapOption } from './model/chart-options';

/** /statistics/cartography: a world map of the consultations by country and the forms' positions. */
export default function CartographyPage() {
  return <StatPage titleKey="routes.statMap">{(props) => <WorldMap {...props} />}</StatPage>;
}

function WorldMap({ scope, selection }: ScopeProps) {
  const l = useLabels();
  const { t } = l;
  const navigate = useNavigate();
  const figures = useConsultationMap(scope);
  const map = useQuery({
    queryKey: ['statistics', 'world-map'],
    queryFn: () => loadWorldMap().then(() => true),
    staleTime: Infinity,
  });
  const data = figures.data;
  const countries = (data?.byCountry ?? []).map((row) => ({ ...row, name: l.country(row.country) }));

  const nameMap = useMemo(
    () => Object.fromEntries(Object.keys(COUNTRY_GEO).map((alpha2) => [numericOfCountry(alpha2)!, l.country(alpha2)])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names change with the language only
    [l.language],
  );
  const option = useMemo(
    () =>
      mapOption(
        WORLD_MAP,
        nameMap,
        countries.filter((row) => row.country !== '').map((row) => ({ label: row.name, value: row.count })),
        (data?.points ?? []).map((point) => ({
          id: point.id,
          longitude: point.longitude,
          latitude: point.latitude,
          label: `${point.reference} · ${point.date.slice(0, 10)}`,
        })),
        { consultations: t('consultations'), forms: t('map.forms'), none: t('map.none') },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the figures or the names change
    [data, nameMap],
  );
  const onEvents = useMemo(
    () => ({
      click: (params: unknown) => {
        const { seriesType, data: point } = params as { seriesType?: string; data?: { id?: string } };
        if (seriesType !== 'scatter' || !point?.id) return;
        const date = data?.points.find((candidate) => candidate.id === point.id)?.date;
        const state: statistics.ConsumerFeedbackState = { form_id: point.id, ...(date ? { date } : {}) };
        void navigate('/statistics/consumerfeedback', { state });
      },
    }),
    [data, navigate],
  );

  const loading = {
    ...figures,
    isPending: figures.isPending || map.isPending,
    isError: figures.isError || map.isError,
    error: figures.error ?? map.error,
  };
  return (
    <StatPanel
      title={t('map.title')}
      testId="stat-map"
      query={loading}
      empty={!data || (data.byCountry.length === 0 && data.points.length === 0)}
      extra={data && <span data-testid="stat-map-points">{t('map.pointCount', { count: data.points.length })}</span>}
      chart={
        map.data && (
          <EChart option={option} ariaLabel={t('map.title')} height={520} onEvents={onEvents} testId="stat-map-chart" />
        )
      }
      table={{
        columns: [
          { key: 'country', title: t('columns.country'), value: (row) => row.name },
          { key: 'count', title: t('columns.count'), numeric: true, value: (row) => row.count },
        ],
        rows: countries,
        rowKey: (row) => row.country || '-',
        fileName: l.fileName('consultations-by-country', selection),
      }}
    />
  );
}
