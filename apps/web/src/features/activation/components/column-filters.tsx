import type { ReactNode } from 'react';
import { Button, DatePicker, Flex, Input } from 'antd';
import type { FilterDropdownProps } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../components/remote-select/remote-select';
import { currentLanguage } from '../../../i18n';
import { activationKeys } from '../api/keys';
import { searchProducts } from '../../../components/remote-select/search-products';
import { productLabel } from '../api/product-options';
import { typedReference } from './reference-input';

const DAY = 'YYYY-MM-DD';

/** The apply and reset buttons every filter of the lists ends with. */
function FilterShell({ confirm, clearFilters, children }: FilterDropdownProps & { children: ReactNode }) {
  const { t } = useTranslation('activation');
  return (
    <Flex vertical gap="small" style={{ padding: 8, minWidth: 240 }} onKeyDown={(event) => event.stopPropagation()}>
      {children}
      <Flex gap="small" justify="flex-end">
        <Button
          size="small"
          onClick={() => {
            clearFilters?.();
            confirm();
          }}
        >
          {t('list.filterReset')}
        </Button>
        <Button size="small" type="primary" onClick={() => confirm()} data-testid="filter-apply">
          {t('list.filterApply')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** A reference typed in a column filter: the list shows the activation (or cancellation) holding it. */
export function ReferenceFilter(props: FilterDropdownProps) {
  const { t } = useTranslation('activation');
  return (
    <FilterShell {...props}>
      <Input
        value={props.selectedKeys[0] as string | undefined}
        onChange={(event) => props.setSelectedKeys(event.target.value ? [typedReference(event.target.value)] : [])}
        onPressEnter={() => props.confirm()}
        placeholder={t('list.referenceFilter')}
        style={{ fontFamily: 'monospace' }}
        data-testid="reference-filter"
      />
    </FilterShell>
  );
}

/** A product chosen in a column filter, searched like in the wizard. */
export function ProductFilter(props: FilterDropdownProps) {
  const { t } = useTranslation('activation');
  return (
    <FilterShell {...props}>
      <RemoteSelect
        value={props.selectedKeys[0] as string | undefined}
        onChange={(productId) => props.setSelectedKeys(productId ? [productId] : [])}
        queryKey={[...activationKeys.productOptions, currentLanguage()]}
        search={searchProducts}
        labelOf={productLabel}
        placeholder={t('product.search')}
        testId="product-filter"
      />
    </FilterShell>
  );
}

/** Two days in a column filter (`f.activatedAt=2026-01-01&f.activatedAt=2026-01-31`), both included. */
export function DayRangeFilter(props: FilterDropdownProps) {
  const [from, to] = props.selectedKeys.map((key) => dayjs(String(key), DAY));
  return (
    <FilterShell {...props}>
      <DatePicker.RangePicker
        value={from && to ? [from, to] : null}
        onChange={(range) =>
          props.setSelectedKeys(range?.[0] && range[1] ? [range[0].format(DAY), range[1].format(DAY)] : [])
        }
        allowClear
        data-testid="day-range-filter"
      />
    </FilterShell>
  );
}
