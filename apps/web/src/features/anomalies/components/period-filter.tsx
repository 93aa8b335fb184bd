import { Button, DatePicker, Flex } from 'antd';
import type { FilterDropdownProps } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const DAY = 'YYYY-MM-DD';

/** Two days in a column filter (`f.occurredAt=2026-01-01&f.occurredAt=2026-01-31`), both included. */
export function PeriodFilter({ selectedKeys, setSelectedKeys, confirm, clearFilters }: FilterDropdownProps) {
  const { t } = useTranslation('anomalies');
  const [from, to] = selectedKeys.map((key) => dayjs(String(key), DAY));
  return (
    <Flex vertical gap="small" style={{ padding: 8, minWidth: 240 }} onKeyDown={(event) => event.stopPropagation()}>
      <DatePicker.RangePicker
        value={from && to ? [from, to] : null}
        onChange={(range) =>
          setSelectedKeys(range?.[0] && range[1] ? [range[0].format(DAY), range[1].format(DAY)] : [])
        }
        allowClear
        data-testid="anomaly-period"
      />
      <Flex gap="small" justify="flex-end">
        <Button
          size="small"
          onClick={() => {
            clearFilters?.();
            confirm();
          }}
        >
          {t('filterReset')}
        </Button>
        <Button size="small" type="primary" onClick={() => confirm()}>
          {t('filterApply')}
        </Button>
      </Flex>
    </Flex>
  );
}
