import { useTranslation } from 'react-i18next';
import type { resolver } from '@seal/shared';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { resolverKeys } from './api/keys';
import { listHeaders } from './api/list-headers';
import { removeHeader } from './api/remove-header';
import { ColourSwatch } from './components/colour-swatch';
import { ResolverListPage } from './components/list-page';

/** /products/resolver/header/list: the headers a menu may show on top. */
export default function HeadersPage() {
  const { t } = useTranslation('resolver');
  const columns: ResourceColumns<resolver.ResolverHeader> = [
    { key: 'name', priority: 1, title: t('fields.name'), dataIndex: 'name', sorter: true },
    { key: 'title', priority: 2, title: t('header.title'), dataIndex: 'title' },
    {
      key: 'colours',
      priority: 3,
      title: t('fields.colours'),
      render: (_, row) => <ColourSwatch background={row.background} color={row.color} />,
    },
  ];
  return (
    <ResolverListPage<resolver.ResolverHeader>
      titleKey="routes.resolverHeaders"
      kind="header"
      formPath="/products/menus/createheader"
      queryKey={resolverKeys.headers}
      fetcher={listHeaders}
      columns={columns}
      remove={removeHeader}
      nameOf={(row) => row.name}
    />
  );
}
