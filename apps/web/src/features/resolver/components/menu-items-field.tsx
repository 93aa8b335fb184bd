import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, List, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { resolver } from '@seal/shared';
import { RESOLVER_MENU_ITEMS_MAX } from '@seal/shared/contract/resolver';
import { addItem, isMenuFull, moveItem, removeItem } from '../model/item-order';

interface Props {
  id?: string;
  /** The chosen items' ids, in the order the consumer reads them. */
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** Every item of the account. */
  items: readonly resolver.ResolverItem[];
}

/**
 * The items a menu shows, picked from the account's items and put in order with up and down
 * buttons (reachable with the keyboard, each naming its item for a screen reader).
 */
export function MenuItemsField({ id, value = [], onChange, items }: Props) {
  const { t } = useTranslation('resolver');
  const byId = new Map(items.map((item) => [item.id, item]));
  const change = (next: string[]) => onChange?.(next);
  const full = isMenuFull(value);
  return (
    <Flex vertical gap="small">
      <Select
        id={id}
        value={null}
        showSearch={{ optionFilterProp: 'label' }}
        disabled={full}
        options={items
          .filter((item) => !value.includes(item.id))
          .map((item) => ({ value: item.id, label: item.label }))}
        onChange={(picked: string | null) => picked && change(addItem(value, picked))}
        notFoundContent={t('menu.noItemLeft')}
        data-testid="menu-add-item"
      />
      {full && (
        <Typography.Text type="secondary">{t('menu.itemsFull', { max: RESOLVER_MENU_ITEMS_MAX })}</Typography.Text>
      )}
      {value.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('menu.noItems')} />
      ) : (
        <List
          size="small"
          bordered
          dataSource={value}
          data-testid="menu-items"
          renderItem={(itemId, index) => {
            const item = byId.get(itemId);
            const label = item?.label ?? t('menu.removedItem');
            return (
              <List.Item
                data-testid="menu-item"
                actions={[
                  <Button
                    key="up"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    onClick={() => change(moveItem(value, index, -1))}
                    aria-label={t('menu.moveUp', { label })}
                    data-testid="menu-item-up"
                  />,
                  <Button
                    key="down"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === value.length - 1}
                    onClick={() => change(moveItem(value, index, 1))}
                    aria-label={t('menu.moveDown', { label })}
                    data-testid="menu-item-down"
                  />,
                  <Button
                    key="remove"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => change(removeItem(value, itemId))}
                    aria-label={t('menu.removeItem', { label })}
                    data-testid="menu-item-remove"
                  />,
                ]}
              >
                <Flex gap="small" align="center" wrap style={{ minWidth: 0 }}>
                  <Typography.Text type="secondary">{index + 1}.</Typography.Text>
                  <Typography.Text strong data-testid="menu-item-label">
                    {label}
                  </Typography.Text>
                  {item?.language && <Tag>{t(`languages.${item.language}`)}</Tag>}
                  {item && (
                    <Typography.Text type="secondary" ellipsis style={{ maxWidth: 240 }}>
                      {item.url}
                    </Typography.Text>
                  )}
                </Flex>
              </List.Item>
            );
          }}
        />
      )}
    </Flex>
  );
}
