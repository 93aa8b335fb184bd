import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reels } from '@seal/shared';
import { useRights } from '../../../api/session';
import type { ResourceColumns } from '../../../components/resource-table/fit-columns';
import { formatCount, formatDate } from './format';
import { ReelReference } from './reel-reference';
import { ReelStatus } from './reel-status';
import { ReelUsage } from './reel-usage';
import { TransferState } from './transfer-state';

type Row = reels.ReelRow;

const count = (value: number) => formatCount(value);

/**
 * The columns of the reel lists; sort and filters run on the server (findReels). The reels
 * screen shows the use of each reel, the transfer screen where each came from; `actions` draws
 * the last column.
 */
export function useReelColumns(variant: 'reels' | 'transfer', actions: (row: Row) => ReactNode): ResourceColumns<Row> {
  const { t } = useTranslation('reels');
  const rights = useRights();
  const yesNo = (yes: string, no: string) => [
    { text: yes, value: 'true' },
    { text: no, value: 'false' },
  ];
  const columns: ResourceColumns<Row> = [
    { key: 'reference', priority: 1, title: t('list.reference'), render: (_, row) => <ReelReference row={row} /> },
    ...(variant === 'reels'
      ? ([
          { key: 'usage', priority: 2, title: t('list.usage'), render: (_, row) => <ReelUsage row={row} /> },
          { key: 'left', priority: 2, title: t('list.left'), dataIndex: 'left', sorter: true, render: count },
          { key: 'total', priority: 3, title: t('list.total'), dataIndex: 'total', sorter: true, render: count },
          {
            key: 'activated',
            priority: 4,
            title: t('list.activated'),
            dataIndex: 'activated',
            sorter: true,
            render: count,
          },
          { key: 'cancelled', priority: 4, title: t('list.cancelled'), dataIndex: 'cancelled', render: count },
        ] satisfies ResourceColumns<Row>)
      : []),
    {
      key: 'status',
      priority: 2,
      title: t('list.status'),
      filters: reels.REEL_STATUSES.map((status) => ({ text: t(`status.${status}`), value: status })),
      filterMultiple: false,
      render: (_, row) => <ReelStatus row={row} />,
    },
    // The entity matters once the list holds the sub-entities' reels too, and always for a transfer.
    ...(variant === 'transfer' || rights['orga.master_security']
      ? ([
          { key: 'entityName', priority: 3, title: t('list.entity'), dataIndex: 'entityName', sorter: true },
        ] satisfies ResourceColumns<Row>)
      : []),
    ...(variant === 'transfer'
      ? ([
          {
            key: 'activated',
            priority: 3,
            title: t('list.activated'),
            dataIndex: 'activated',
            sorter: true,
            render: count,
          },
          {
            key: 'transferred',
            priority: 2,
            title: t('transfer.state'),
            filters: yesNo(t('transfer.transferredOnly'), t('transfer.notTransferred')),
            filterMultiple: false,
            render: (_, row) => <TransferState row={row} />,
          },
        ] satisfies ResourceColumns<Row>)
      : ([
          {
            key: 'transferred',
            priority: 4,
            title: t('list.transfer'),
            render: (_, row) => <TransferState row={row} />,
          },
        ] satisfies ResourceColumns<Row>)),
    {
      key: 'createdAt',
      priority: 3,
      title: t('list.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (value: string) => formatDate(value),
    },
    {
      key: 'archived',
      priority: 4,
      title: t('list.archived'),
      filters: yesNo(t('list.archivedOnly'), t('list.notArchived')),
      filterMultiple: false,
      render: (_, row) => (row.archived && row.archivedAt ? formatDate(row.archivedAt) : t('list.no')),
    },
    { key: 'actions', priority: 1, title: t('list.actions'), fixed: 'right', render: (_, row) => actions(row) },
  ];
  return columns;
}
