import { useTranslation } from 'react-i18next';
import type { activation } from '@seal/shared';
import { useRights } from '../../../api/session';
import type { ResourceColumns } from '../../../components/resource-table/fit-columns';
import { currentLanguage } from '../../../i18n';
import { formatCount, formatDateTime } from '../model/format';
import { DayRangeFilter, ProductFilter, ReferenceFilter } from './column-filters';

type Row = activation.CancellationRow;

/** The columns of the cancellation list; sort and filters run on the server (findCancellations). */
export function useCancellationColumns(): ResourceColumns<Row> {
  const { t } = useTranslation('activation');
  const rights = useRights();
  const language = currentLanguage();
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
    { key: 'reason', priority: 3, title: t('fields.reason'), dataIndex: 'reason' },
    { key: 'cancelledBy', priority: 3, title: t('fields.cancelledBy'), render: (_, row) => row.cancelledBy.name },
    {
      key: 'cancelledAt',
      priority: 1,
      title: t('fields.cancelledAt'),
      dataIndex: 'cancelledAt',
      sorter: true,
      filterDropdown: (props) => <DayRangeFilter {...props} />,
      render: (at: string) => formatDateTime(at, language),
    },
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
  ];
}
