import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { traceContainers } from '@seal/shared';
import { useRights } from '../../../api/session';
import { ConfirmAction } from '../../../components/confirm-action/confirm-action';
import { ResourceTable } from '../../../components/resource-table/resource-table';
import type { ResourceColumns } from '../../../components/resource-table/fit-columns';
import { containerKeys } from '../api/keys';
import { listContainers } from '../api/list-containers';
import { unpackAll } from '../api/unpack';
import { formatDateTime } from '../model/format';
import { levelLabel } from '../model/level';
import { newPath } from '../model/paths';

type Row = traceContainers.ContainerRow;

/** The private consultation of a container: its content tree and events (secu.history). */
const CONSULTATION_PATH = '/privateconsultation';

/**
 * The containers packed so far: their code (to the consultation), level, product and contents.
 * Packing needs trac.mdl_ctn_add, unpacking trac.mdl_ctn_edit.
 */
export function ContainersTab() {
  const { t } = useTranslation('trace-containers');
  const navigate = useNavigate();
  const rights = useRights();
  const canPack = Boolean(rights['trac.mdl_ctn_add']);
  const canUnpack = Boolean(rights['trac.mdl_ctn_edit']);
  const canConsult = Boolean(rights['secu.history']);

  const columns: ResourceColumns<Row> = [
    {
      key: 'code',
      priority: 1,
      title: t('container.code'),
      sorter: true,
      render: (_, row) =>
        canConsult ? (
          <Link to={CONSULTATION_PATH} state={{ ref: row.code, codeKind: 'container' }} data-testid="container-link">
            <code>{row.code}</code>
          </Link>
        ) : (
          <code>{row.code}</code>
        ),
    },
    { key: 'level', priority: 1, title: t('model.level'), sorter: true, render: (_, row) => levelLabel(t, row.level) },
    { key: 'productTitle', priority: 2, title: t('productContainer.product'), dataIndex: 'productTitle' },
    { key: 'gtin', priority: 3, title: t('productContainer.gtin'), dataIndex: 'gtin' },
    {
      key: 'contents',
      priority: 2,
      title: t('container.contents'),
      render: (_, row) => t('pack.holds', { seals: row.sealCount, containers: row.childCount }),
    },
    { key: 'parentCode', priority: 3, title: t('container.parent'), render: (_, row) => row.parentCode ?? '—' },
    {
      key: 'packedAt',
      priority: 3,
      title: t('container.packedAt'),
      sorter: true,
      render: (_, row) => formatDateTime(row.packedAt),
    },
  ];
  if (canPack || canUnpack) {
    columns.push({
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Flex gap="small">
          {canPack && (
            <Button
              size="small"
              type="link"
              onClick={() => void navigate(`${newPath('pack')}&code=${encodeURIComponent(row.code)}`)}
              aria-label={t('container.packMoreNamed', { code: row.code })}
              data-testid="container-pack-more"
            >
              {t('container.packMore')}
            </Button>
          )}
          {canUnpack && row.sealCount + row.childCount > 0 && (
            <ConfirmAction
              title={t('container.unpackConfirm', { code: row.code })}
              content={t('container.unpackEffect')}
              mutationFn={() => unpackAll(row.code)}
              invalidate={[containerKeys.all]}
              successMessage={t('container.unpacked', { code: row.code })}
              button={{ size: 'small', type: 'link', 'aria-label': t('container.unpackNamed', { code: row.code }) }}
              danger
              testId="container-unpack"
            >
              {t('container.unpack')}
            </ConfirmAction>
          )}
        </Flex>
      ),
    });
  }

  return (
    <ResourceTable<Row>
      queryKey={containerKeys.containers}
      fetcher={listContainers}
      columns={columns}
      rowKey="id"
      searchPlaceholder={t('container.search')}
      toolbar={
        canPack && (
          <Button type="primary" onClick={() => void navigate(newPath('pack'))} data-testid="container-pack">
            {t('container.pack')}
          </Button>
        )
      }
      testId="containers-table"
    />
  );
}
