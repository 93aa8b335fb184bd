import { Checkbox, DatePicker, Flex, Segmented, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { statistics } from '@seal/shared';
import { useRights } from '../../../api/session';
import { useStatEntities } from '../api/stat-api';
import { isValidRange, presetRange, type PeriodChoice, type StatSelection } from '../model/period';

const DAY = 'YYYY-MM-DD';

/**
 * The period of every statistics screen (last 30 days, last 12 months, or any range) and, with
 * orga.master_stat, the entity: the caller's own or one of its sub-entities, alone or summed
 * with the entities below it.
 */
export function StatScopeBar({
  selection,
  onSelect,
}: {
  selection: StatSelection;
  onSelect: (next: StatSelection) => void;
}) {
  const { t } = useTranslation('statistics');
  const master = Boolean(useRights()['orga.master_stat']);
  const entities = useStatEntities(master);
  const choose = (choice: PeriodChoice) => {
    if (choice !== 'range') onSelect({ ...selection, choice, ...presetRange(choice, new Date()) });
    else onSelect({ ...selection, choice });
  };
  return (
    <Flex gap="middle" wrap align="center" className="stat-scope-bar" data-testid="stat-scope-bar">
      <Segmented<PeriodChoice>
        value={selection.choice}
        onChange={choose}
        options={[
          ...statistics.STAT_PRESETS.map((preset) => ({ value: preset, label: t(`period.${preset}`) })),
          { value: 'range' as const, label: t('period.range') },
        ]}
        data-testid="stat-period"
      />
      <span data-testid="stat-range">
        <DatePicker.RangePicker
          value={[dayjs(selection.from, DAY), dayjs(selection.to, DAY)]}
          allowClear={false}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          onChange={(range) => {
            const from = range?.[0]?.format(DAY);
            const to = range?.[1]?.format(DAY);
            if (from && to && isValidRange(from, to)) onSelect({ ...selection, choice: 'range', from, to });
          }}
          aria-label={t('period.range')}
        />
      </span>
      {master && (
        <Flex gap="small" align="center" wrap>
          <Select
            style={{ minWidth: 220 }}
            loading={entities.isPending}
            value={selection.entityId ?? ''}
            options={(entities.data ?? []).map((entity) => ({
              value: entity.parentId === null ? '' : entity.id,
              label: entity.parentId === null ? t('scope.own', { name: entity.name }) : entity.name,
            }))}
            onChange={(value: string) => onSelect({ ...selection, entityId: value || undefined })}
            aria-label={t('scope.entity')}
            data-testid="stat-entity"
          />
          <Checkbox
            checked={selection.withSubEntities}
            onChange={(event) => onSelect({ ...selection, withSubEntities: event.target.checked })}
            data-testid="stat-sum"
          >
            {t('scope.withSubEntities')}
          </Checkbox>
        </Flex>
      )}
    </Flex>
  );
}
