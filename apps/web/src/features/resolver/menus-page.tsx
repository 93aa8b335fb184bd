import { useTranslation } from 'react-i18next';
import type { resolver } from '@seal/shared';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { resolverKeys } from './api/keys';
import { listMenus } from './api/list-menus';
import { removeMenu } from './api/remove-menu';
import { ResolverListPage } from './components/list-page';

/** /products/resolver/list: the menus, what they are made of and how many products they serve. */
export default function MenusPage() {
  const { t } = useTranslation('resolver');
  const none = t('menu.none');
  const columns: ResourceColumns<resolver.ResolverMenuRow> = [
    { key: 'name', priority: 1, title: t('fields.name'), dataIndex: 'name', sorter: true },
    { key: 'header', priority: 3, title: t('menu.header'), render: (_, row) => row.headerName ?? none },
    { key: 'footer', priority: 3, title: t('menu.footer'), render: (_, row) => row.footerName ?? none },
    { key: 'itemCount', priority: 2, title: t('menu.itemCount'), dataIndex: 'itemCount', align: 'right' },
    { key: 'productCount', priority: 2, title: t('menu.productCount'), dataIndex: 'productCount', align: 'right' },
  ];
  return (
    <ResolverListPage<resolver.ResolverMenuRow>
      titleKey="routes.resolverMenus"
      kind="menu"
      formPath="/products/menus/createmenu"
      queryKey={resolverKeys.menus}
      fetcher={listMenus}
      columns={columns}
      remove={removeMenu}
      nameOf={(row) => row.name}
    />
  );
}
