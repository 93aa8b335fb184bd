import { useMemo } from 'react';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { products } from '@seal/shared';
import { useRights } from '../../../api/session';
import { currentLanguage } from '../../../i18n';
import { countryName, countryOptions } from '../../../lib/countries';
import { ProductActions } from './product-actions';
import { ProductName } from './product-name';
import { ProductThumb } from './product-thumb';
import { TextFilter } from './text-filter';
import type { ResourceColumns } from '../../../components/resource-table/fit-columns';

type Row = products.ProductRow;

const formatDate = (value: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(value));

/** The columns of both product lists: sort and filters run on the server (findProducts). */
export function useProductColumns(): ResourceColumns<Row> {
  const { t } = useTranslation('products');
  const rights = useRights();
  const language = currentLanguage();
  const countries = useMemo(
    () => countryOptions(language).map((option) => ({ text: option.label, value: option.value })),
    [language],
  );
  return [
    {
      key: 'image',
      priority: 2,
      title: t('list.image'),
      width: 64,
      render: (_, row) => <ProductThumb url={row.imageUrl} />,
    },
    {
      key: 'title',
      priority: 1,
      title: t('fields.title'),
      sorter: true,
      render: (_, row) => (
        <>
          <ProductName title={row.title}>
            {(shown) =>
              rights['prod.edit'] && !row.archived ? (
                <Link to={`/products/edit?id=${row.id}`}>{shown}</Link>
              ) : (
                <Typography.Text>{shown}</Typography.Text>
              )
            }
          </ProductName>
          {row.isContainer && <Tag style={{ marginInlineStart: 8 }}>{t('list.containerTag')}</Tag>}
        </>
      ),
    },
    { key: 'gtin', priority: 2, title: t('fields.gtin'), dataIndex: 'gtin', sorter: true },
    ...(rights['prod.externid']
      ? [
          {
            key: 'sku',
            priority: 3,
            title: t('fields.sku'),
            dataIndex: 'sku',
            sorter: true,
          } satisfies ResourceColumns<Row>[number],
        ]
      : []),
    {
      key: 'brand',
      priority: 3,
      title: t('fields.brand'),
      dataIndex: 'brand',
      sorter: true,
      filterDropdown: (props) => <TextFilter {...props} placeholder={t('list.brandFilter')} testId="brand-filter" />,
    },
    {
      key: 'targetCountry',
      priority: 4,
      title: t('fields.targetCountry'),
      dataIndex: 'targetCountry',
      filters: countries,
      filterSearch: true,
      filterMultiple: false,
      render: (code: string | null) => (code ? countryName(code, language) : ''),
    },
    // Who created each product matters once the list holds the sub-entities' products too.
    ...(rights['orga.master_product']
      ? [
          {
            key: 'entity',
            priority: 3,
            title: t('list.entity'),
            dataIndex: 'entityName',
          } satisfies ResourceColumns<Row>[number],
        ]
      : []),
    {
      key: 'isContainer',
      priority: 4,
      title: t('list.container'),
      filters: [
        { text: t('list.containersOnly'), value: 'true' },
        { text: t('list.notContainers'), value: 'false' },
      ],
      filterMultiple: false,
      render: (_, row) => (row.isContainer ? t('list.yes') : t('list.no')),
    },
    {
      key: 'updatedAt',
      priority: 3,
      title: t('list.updatedAt'),
      dataIndex: 'updatedAt',
      sorter: true,
      render: (value: string) => formatDate(value, language),
    },
    {
      key: 'actions',
      priority: 1,
      title: t('list.actions'),
      fixed: 'right',
      render: (_, row) => <ProductActions product={row} />,
    },
  ];
}
