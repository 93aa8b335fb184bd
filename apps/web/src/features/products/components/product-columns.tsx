import { useMemo } from 'react';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { products } from '@seal/shared';
import { useRights } from '../../../api/session';
import { currentLanguage } from '../../../i18n';
import { countryName, countryOptions } from '../options';
import { ProductActions } from './product-actions';
import { ProductThumb } from './product-thumb';
import { TextFilter } from './text-filter';

type Row = products.ProductRow;

const formatDate = (value: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(value));

/** The columns of both product lists: sort and filters run on the server (findProducts). */
export function useProductColumns(): ColumnsType<Row> {
  const { t } = useTranslation('products');
  const rights = useRights();
  const language = currentLanguage();
  const countries = useMemo(
    () => countryOptions(language).map((option) => ({ text: option.label, value: option.value })),
    [language],
  );
  return [
    { key: 'image', title: t('list.image'), width: 64, render: (_, row) => <ProductThumb url={row.imageUrl} /> },
    {
      key: 'title',
      title: t('fields.title'),
      sorter: true,
      render: (_, row) => (
        <>
          {rights['prod.edit'] && !row.archived ? (
            <Link to={`/products/edit?id=${row.id}`}>{row.title}</Link>
          ) : (
            <Typography.Text>{row.title}</Typography.Text>
          )}
          {row.isContainer && <Tag style={{ marginInlineStart: 8 }}>{t('list.containerTag')}</Tag>}
        </>
      ),
    },
    { key: 'gtin', title: t('fields.gtin'), dataIndex: 'gtin', sorter: true },
    ...(rights['prod.externid']
      ? [{ key: 'sku', title: t('fields.sku'), dataIndex: 'sku', sorter: true } satisfies ColumnsType<Row>[number]]
      : []),
    {
      key: 'brand',
      title: t('fields.brand'),
      dataIndex: 'brand',
      sorter: true,
      filterDropdown: (props) => <TextFilter {...props} placeholder={t('list.brandFilter')} testId="brand-filter" />,
    },
    {
      key: 'targetCountry',
      title: t('fields.targetCountry'),
      dataIndex: 'targetCountry',
      filters: countries,
      filterSearch: true,
      filterMultiple: false,
      render: (code: string | null) => (code ? countryName(code, language) : ''),
    },
    {
      key: 'isContainer',
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
      title: t('list.updatedAt'),
      dataIndex: 'updatedAt',
      sorter: true,
      render: (value: string) => formatDate(value, language),
    },
    { key: 'actions', title: t('list.actions'), render: (_, row) => <ProductActions product={row} /> },
  ];
}
