import { Button, DatePicker, Flex } from 'antd';
import type { FilterDropdownProps } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const DAY = 'YYYY-MM-DD';

/** A table column's filter holding a date range as two days (`f.at=2026-01-01&f.at=2026-01-31`). */
export function DateRangeFilter({ selectedKeys, setSelectedKeys, confirm, clearFilters }: FilterDropdownProps) {
  const { t } = useTranslation('organisation');
  const [from, to] = selectedKeys.map((key) => dayjs(String(key), DAY));
  return (
    <Flex vertical gap="small" style={{ padding: 8 }} data-testid="date-range-filter">
      <DatePicker.RangePicker
        value={from && to ? [from, to] : null}
        onChange={(range) =>
          setSelectedKeys(range?.[0] && range[1] ? [range[0].format(DAY), range[1].format(DAY)] : [])
        }
        allowClear
      />
      <Flex gap="small" justify="end">
        <Button
          size="small"
          onClick={() => {
            clearFilters?.();
            confirm();
          }}
        >
          {t('log.clear')}
        </Button>
        <Button size="small" type="primary" onClick={() => confirm()}>
          {t('log.apply')}
        </Button>
      </Flex>
    </Flex>
  );
}
