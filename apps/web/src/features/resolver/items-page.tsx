import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { resolver } from '@seal/shared';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { resolverKeys } from './api/keys';
import { listItems } from './api/list-items';
import { removeItem } from './api/remove-item';
import { ResolverListPage } from './components/list-page';
import { linkTypeKey } from './model/link-types';

/** /products/resolver/item/list: the links a menu may show. */
export default function ItemsPage() {
  const { t } = useTranslation('resolver');
  const columns: ResourceColumns<resolver.ResolverItem> = [
    { key: 'label', priority: 1, title: t('item.label'), dataIndex: 'label', sorter: true },
    { key: 'url', priority: 2, title: t('item.url'), dataIndex: 'url', ellipsis: true },
    {
      key: 'linkType',
      priority: 3,
      title: t('item.linkType'),
      render: (_, row) => (row.linkType ? t(linkTypeKey(row.linkType)) : t('item.noLinkType')),
    },
    {
      key: 'language',
      priority: 3,
      title: t('item.language'),
      render: (_, row) => (row.language ? <Tag>{t(`languages.${row.language}`)}</Tag> : t('item.everyLanguage')),
    },
    { key: 'menuCount', priority: 2, title: t('item.menuCount'), dataIndex: 'menuCount', align: 'right' },
  ];
  return (
    <ResolverListPage<resolver.ResolverItem>
      titleKey="routes.resolverItems"
      kind="item"
      formPath="/products/menus/createitem"
      queryKey={resolverKeys.items}
      fetcher={listItems}
      columns={columns}
      remove={removeItem}
      nameOf={(row) => row.label}
    />
  );
}
