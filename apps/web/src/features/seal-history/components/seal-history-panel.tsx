import { useMemo, useState } from 'react';
import { Alert, Checkbox, DatePicker, Empty, Flex, Spin, Statistic, Timeline } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { HISTORY_OP, type HistoryEntry, type HistoryOp } from '@seal/shared/contract/seal-history';
import { errorMessage } from '../../../api/error-message';
import { useRefConsultation, type HistoryPeriod } from '../api/use-ref-consultation';
import { formatDateTime } from '../display';
import { HistoryEntryContent } from './history-entry';

const OPS = Object.values(HISTORY_OP);
const OP_COLORS: Record<HistoryOp, string> = { 0: 'blue', 1: 'green', 2: 'red', 3: 'orange', 4: 'purple' };

/** The period as instants: the start of its first day and the end of its last one, in the user's time zone. */
const toPeriod = ([from, to]: [Dayjs, Dayjs]): HistoryPeriod => ({
  from: from.startOf('day').toISOString(),
  to: to.endOf('day').toISOString(),
});

const dateOf = (entry: HistoryEntry) => ('state_change_date' in entry ? entry.state_change_date : entry.date);

/**
 * The merged history of an activated seal, newest first, over a period that starts on its
 * activation day and ends today unless the user picks others; entries can be shown by kind.
 */
export function SealHistoryPanel({ reference, activatedOn }: { reference: string; activatedOn: string }) {
  const { t } = useTranslation('seal-history');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs(activatedOn), dayjs()]);
  const [shown, setShown] = useState<HistoryOp[]>(OPS);
  const period = useMemo(() => toPeriod(range), [range]);
  const query = useRefConsultation(reference, period);

  const items = useMemo(
    () =>
      (query.data?.history ?? [])
        .filter((entry) => shown.includes(entry.op))
        .map((entry, index) => ({
          key: `${entry.op}-${dateOf(entry)}-${index}`,
          color: OP_COLORS[entry.op],
          content: (
            <>
              <div data-testid={`history-op-${entry.op}`}>
                <strong>{t(`history.ops.${entry.op}`)}</strong> · {formatDateTime(dateOf(entry))}
              </div>
              <HistoryEntryContent entry={entry} />
            </>
          ),
        }))
        .reverse(),
    [query.data, shown, t],
  );

  return (
    <Flex vertical gap="middle" data-testid="seal-history">
      <Flex gap="middle" wrap align="end">
        <label>
          <div>{t('history.period')}</div>
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
            data-testid="history-period"
          />
        </label>
        <Checkbox.Group
          value={shown}
          onChange={(value) => setShown(value as HistoryOp[])}
          options={OPS.map((op) => ({ value: op, label: t(`history.ops.${op}`) }))}
          aria-label={t('history.show')}
          data-testid="history-ops"
        />
      </Flex>
      {query.isError && <Alert type="error" showIcon title={errorMessage(query.error)} />}
      {query.data && (
        <Flex gap="large" wrap>
          <Statistic title={t('history.inPeriod')} value={query.data.nb_consult} data-testid="history-nb-consult" />
          <Statistic title={t('history.total')} value={query.data.nb_consult_total} data-testid="history-nb-total" />
        </Flex>
      )}
      {query.isPending ? (
        <Spin />
      ) : items.length > 0 ? (
        <Timeline items={items} data-testid="history-timeline" />
      ) : (
        query.data && <Empty description={t('history.empty')} />
      )}
    </Flex>
  );
}
