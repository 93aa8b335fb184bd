import { useState } from 'react';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { resolver } from '@seal/shared';
import { THEME_LANGUAGES } from '@seal/shared/themes/document';
import { PageTitle } from '../../components/page-title';
import { ResourceTable } from '../../components/resource-table/resource-table';
import type { ResourceColumns } from '../../components/resource-table/fit-columns';
import { resolverKeys } from './api/keys';
import { listLinks } from './api/list-links';
import { LinksDrawer } from './components/links-drawer';

type Row = resolver.ProductLinks;

const url = (value: string | null | undefined) =>
  value ? (
    <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: 220 }}>
      {value}
    </Typography.Text>
  ) : (
    '–'
  );

/**
 * /products/links (prod.custom_lang_url): each product's resolver mode, product page URL and
 * redirect URL per language, edited in a drawer.
 */
export default function LinksPage() {
  const { t } = useTranslation('resolver');
  const [edited, setEdited] = useState<Row | null>(null);
  const columns: ResourceColumns<Row> = [
    { key: 'title', priority: 1, title: t('links.product'), dataIndex: 'title', sorter: true },
    { key: 'gtin', priority: 3, title: t('links.gtin'), render: (_, row) => row.gtin ?? '–' },
    { key: 'resolverMode', priority: 2, title: t('links.mode'), render: (_, row) => t(`modes.${row.resolverMode}`) },
    { key: 'productPageUrl', priority: 2, title: t('links.pageUrl'), render: (_, row) => url(row.productPageUrl) },
    ...THEME_LANGUAGES.map((language): ResourceColumns<Row>[number] => ({
      key: `redirect-${language}`,
      priority: 3,
      title: t('links.redirectIn', { language: language.toUpperCase() }),
      render: (_, row) => url(row.redirectUrls[language]),
    })),
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Button
          size="small"
          type="link"
          onClick={() => setEdited(row)}
          aria-label={t('actions.editNamed', { name: row.title })}
          data-testid="links-edit"
        >
          {t('actions.edit')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageTitle>{t('routes.prodLinks')}</PageTitle>
      <ResourceTable<Row>
        queryKey={resolverKeys.links}
        fetcher={listLinks}
        columns={columns}
        rowKey="productId"
        searchPlaceholder={t('links.search')}
        testId="links-table"
      />
      <LinksDrawer row={edited} onClose={() => setEdited(null)} />
    </>
  );
}
