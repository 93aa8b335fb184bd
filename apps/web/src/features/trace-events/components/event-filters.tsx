import { DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { traceEvents } from '@seal/shared';
import { currentLanguage } from '../../../i18n';
import { useDeclarableModels } from '../api/declarable-models';
import { useSites } from '../api/use-sites';
import { readEventFilters, withEventFilter, type EventFilterName } from '../model/event-filters';

const DAY = 'YYYY-MM-DD';

/** The events list's filters (model, site, days, a reference, a container code), kept in the URL. */
export function EventFilters({ canListModels }: { canListModels: boolean }) {
  const { t } = useTranslation('trace-events');
  const [params, setParams] = useSearchParams();
  const filters = readEventFilters(params);
  const models = useDeclarableModels(canListModels);
  const sites = useSites();
  const set = (name: EventFilterName, value: string | undefined) => setParams(withEventFilter(params, name, value));
  const language = currentLanguage();
  return (
    <Flex gap="small" wrap data-testid="event-filters">
      {canListModels && (
        <Select
          allowClear
          value={filters.eventModelId}
          onChange={(id: string | undefined) => set('eventModelId', id)}
          placeholder={t('filters.model')}
          options={(models.data ?? []).map((model) => ({
            value: model.id,
            label: traceEvents.localised(model.name, language),
          }))}
          style={{ minWidth: 180 }}
          data-testid="filter-model"
        />
      )}
      <Select
        allowClear
        value={filters.siteId}
        onChange={(id: string | undefined) => set('siteId', id)}
        placeholder={t('filters.site')}
        options={sites.data ?? []}
        style={{ minWidth: 160 }}
        data-testid="filter-site"
      />
      <DatePicker.RangePicker
        value={filters.from && filters.to ? [dayjs(filters.from, DAY), dayjs(filters.to, DAY)] : null}
        onChange={(range) => {
          const next = withEventFilter(params, 'from', range?.[0]?.format(DAY));
          setParams(withEventFilter(next, 'to', range?.[1]?.format(DAY)));
        }}
        aria-label={t('filters.days')}
        data-testid="filter-days"
      />
      <Input.Search
        key={`ref-${filters.reference ?? ''}`}
        allowClear
        defaultValue={filters.reference}
        onSearch={(value) => set('reference', value)}
        placeholder={t('filters.reference')}
        style={{ width: 220, fontFamily: 'monospace' }}
        data-testid="filter-reference"
      />
      <Input.Search
        key={`ctn-${filters.containerCode ?? ''}`}
        allowClear
        defaultValue={filters.containerCode}
        onSearch={(value) => set('containerCode', value)}
        placeholder={t('filters.containerCode')}
        style={{ width: 220 }}
        data-testid="filter-container"
      />
    </Flex>
  );
}
