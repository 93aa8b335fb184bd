import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { columnKey, priorityOf, type ResourceColumn } from './fit-columns';

export interface ColumnPickerProps<T> {
  columns: readonly ResourceColumn<T>[];
  shown: readonly ResourceColumn<T>[];
  onPick: (key: string, visible: boolean) => void;
}

/** Lets the user show a column the screen width hid, or hide one; the first-priority ones stay. */
export function ColumnPicker<T>({ columns, shown, onPick }: ColumnPickerProps<T>) {
  const { t } = useTranslation();
  const optional = columns.filter((column) => priorityOf(column) > 1 && columnKey(column) !== undefined);
  if (optional.length === 0) return null;
  const panel = (
    <Flex vertical gap="small" className="ant-dropdown-menu" style={{ padding: 12 }} data-testid="column-picker-panel">
      {optional.map((column) => {
        const key = columnKey(column) ?? '';
        return (
          <Checkbox key={key} checked={shown.includes(column)} onChange={(event) => onPick(key, event.target.checked)}>
            {typeof column.title === 'function' ? key : column.title}
          </Checkbox>
        );
      })}
    </Flex>
  );
  return (
    <Dropdown trigger={['click']} popupRender={() => panel}>
      <Button icon={<SettingOutlined />} aria-label={t('table.columns')} data-testid="column-picker">
        {t('table.columns')}
      </Button>
    </Dropdown>
  );
}
