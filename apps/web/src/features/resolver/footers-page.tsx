import { useTranslation } from 'react-i18next';
import type { resolver } from '@seal/shared';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { resolverKeys } from './api/keys';
import { listFooters } from './api/list-footers';
import { removeFooter } from './api/remove-footer';
import { ColourSwatch } from './components/colour-swatch';
import { ResolverListPage } from './components/list-page';

/** /products/resolver/footer/list: the footers a menu may show at the bottom. */
export default function FootersPage() {
  const { t } = useTranslation('resolver');
  const columns: ResourceColumns<resolver.ResolverFooter> = [
    { key: 'name', priority: 1, title: t('fields.name'), dataIndex: 'name', sorter: true },
    { key: 'text', priority: 2, title: t('footer.text'), dataIndex: 'text', ellipsis: true },
    {
      key: 'colours',
      priority: 3,
      title: t('fields.colours'),
      render: (_, row) => <ColourSwatch background={row.background} color={row.color} />,
    },
  ];
  return (
    <ResolverListPage<resolver.ResolverFooter>
      titleKey="routes.resolverFooters"
      kind="footer"
      formPath="/products/menus/createfooter"
      queryKey={resolverKeys.footers}
      fetcher={listFooters}
      columns={columns}
      remove={removeFooter}
      nameOf={(row) => row.name}
    />
  );
}
