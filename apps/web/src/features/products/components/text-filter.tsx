import { Button, Flex, Input } from 'antd';
import type { FilterDropdownProps } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';

/** A column filter typed as text (a brand name), for a column whose values are not a short list. */
export function TextFilter({
  selectedKeys,
  setSelectedKeys,
  confirm,
  clearFilters,
  placeholder,
  testId,
}: FilterDropdownProps & { placeholder: string; testId?: string }) {
  const { t } = useTranslation('products');
  return (
    <Flex vertical gap="small" style={{ padding: 8 }} onKeyDown={(event) => event.stopPropagation()}>
      <Input
        value={selectedKeys[0] as string | undefined}
        onChange={(event) => setSelectedKeys(event.target.value ? [event.target.value] : [])}
        onPressEnter={() => confirm()}
        placeholder={placeholder}
        data-testid={testId}
      />
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
        <Button size="small" type="primary" onClick={() => confirm()}>
          {t('list.filterApply')}
        </Button>
      </Flex>
    </Flex>
  );
}
