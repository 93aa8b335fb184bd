import { useMemo } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { activation } from '@seal/shared';
import { useRights } from '../../../api/session';
import type { ResourceColumns } from '../../../components/resource-table/fit-columns';
import { currentLanguage } from '../../../i18n';
import { countryName, countryOptions } from '../../../lib/countries';
import { formatCount, formatDateTime, formatDay } from '../model/format';
import { ChangeProductButton } from './change-product';
import { DayRangeFilter, ProductFilter, ReferenceFilter } from './column-filters';

type Row = activation.ActivationRow;

const STATUS_COLOURS: Record<Row['status'], string> = {
  active: 'success',
  partlyCancelled: 'warning',
  cancelled: 'default',
};
const STATUSES = Object.keys(STATUS_COLOURS) as Row['status'][];
const METHODS = [...activation.SEAL_METHODS, 'xml'] as const;

/** The columns of the activation list; sort and filters run on the server (findActivations). */
export function useActivationColumns(): ResourceColumns<Row> {
  const { t } = useTranslation('activation');
  const rights = useRights();
  const language = currentLanguage();
  const countries = useMemo(
    () => countryOptions(language).map((option) => ({ text: option.label, value: option.value })),
    [language],
  );
  const reference = (text: string) => <code>{text}</code>;

  return [
    {
      key: 'firstReference',
      priority: 1,
      title: t('fields.first'),
      dataIndex: 'firstReference',
      sorter: true,
      filterDropdown: (props) => <ReferenceFilter {...props} />,
      render: reference,
    },
    { key: 'lastReference', priority: 2, title: t('fields.last'), dataIndex: 'lastReference', render: reference },
    {
      key: 'count',
      priority: 1,
      title: t('fields.count'),
      dataIndex: 'count',
      sorter: true,
      align: 'right',
      render: (count: number) => formatCount(count, language),
    },
    {
      key: 'product',
      priority: 2,
      title: t('fields.product'),
      dataIndex: 'productTitle',
      filterDropdown: (props) => <ProductFilter {...props} />,
    },
    {
      key: 'targetCountry',
      priority: 3,
      title: t('fields.targetCountry'),
      dataIndex: 'targetCountry',
      sorter: true,
      filters: countries,
      filterSearch: true,
      filterMultiple: false,
      render: (code: string | null) => (code ? countryName(code, language) : ''),
    },
    {
      key: 'deliveryDate',
      priority: 3,
      title: t('fields.deliveryDate'),
      dataIndex: 'deliveryDate',
      sorter: true,
      render: (day: string | null) => (day ? formatDay(day, language) : ''),
    },
    {
      key: 'activatedBy',
      priority: 3,
      title: t('fields.activatedBy'),
      render: (_, row) => row.activatedBy.name,
    },
    {
      key: 'activatedAt',
      priority: 2,
      title: t('fields.activatedAt'),
      dataIndex: 'activatedAt',
      sorter: true,
      filterDropdown: (props) => <DayRangeFilter {...props} />,
      render: (at: string) => formatDateTime(at, language),
    },
    {
      key: 'method',
      priority: 4,
      title: t('fields.method'),
      dataIndex: 'method',
      filters: METHODS.map((method) => ({ text: t(`methods.${method}`), value: method })),
      filterMultiple: false,
      render: (method: Row['method']) => t(`methods.${method}`),
    },
    {
      key: 'status',
      priority: 1,
      title: t('fields.status'),
      dataIndex: 'status',
      filters: STATUSES.map((status) => ({ text: t(`status.${status}`), value: status })),
      filterMultiple: false,
      render: (status: Row['status']) => <Tag color={STATUS_COLOURS[status]}>{t(`status.${status}`)}</Tag>,
    },
    // Whose activation it is matters once the list holds the sub-entities' too.
    ...(rights['orga.master_security']
      ? [
          {
            key: 'entity',
            priority: 4,
            title: t('fields.entity'),
            dataIndex: 'entityName',
          } satisfies ResourceColumns<Row>[number],
        ]
      : []),
    ...(rights['secu.change_product']
      ? [
          {
            key: 'actions',
            priority: 1,
            title: t('list.actions'),
            fixed: 'right',
            render: (_, row) => <ChangeProductButton row={row} />,
          } satisfies ResourceColumns<Row>[number],
        ]
      : []),
  ];
}
