import { Button, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { media, UI } from '@seal/shared';
import { useRights } from '../../../api/session';
import { ConfirmAction } from '../../../components/confirm-action/confirm-action';
import { formatBytes } from '../../../components/file-drop/file-checks';
import { mediaQueryKey } from '../../../components/media-picker/find-media';
import { currentLanguage } from '../../../i18n';
import { deleteMedia } from '../api/delete-media';
import { useMediaTags } from '../api/use-media-tags';
import type { MediaEdit } from './media-edit-dialog';
import type { ResourceColumns } from '../../../components/resource-table/fit-columns';

type Row = media.MediaRow;

/** The library's columns: sort, type and tag filters run on the server (findMedia). */
export function useMediaColumns(onEdit: (edit: MediaEdit) => void): ResourceColumns<Row> {
  const { t } = useTranslation('media');
  const rights = useRights();
  const tags = useMediaTags();
  const dates = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' });
  const size = UI.previewImagePx;

  return [
    {
      key: 'preview',
      priority: 2,
      title: t('fields.preview'),
      width: 64,
      render: (_, row) => (
        <a href={row.url} target="_blank" rel="noreferrer">
          <img
            src={row.url}
            alt={row.name}
            width={size}
            height={size}
            loading="lazy"
            style={{ objectFit: 'contain' }}
          />
        </a>
      ),
    },
    { key: 'name', priority: 1, title: t('fields.name'), dataIndex: 'name', sorter: true },
    {
      key: 'tag',
      priority: 2,
      title: t('fields.tag'),
      dataIndex: 'tag',
      filters: (tags.data ?? []).map((tag) => ({ text: tag, value: tag })),
      filterMultiple: false,
      filterSearch: true,
      render: (tag: string | null) => (tag ? <Tag>{tag}</Tag> : null),
    },
    {
      key: 'type',
      priority: 3,
      title: t('fields.type'),
      dataIndex: 'type',
      sorter: true,
      filters: media.MEDIA_TYPES.map((type) => ({ text: type.toUpperCase(), value: type })),
      filterMultiple: false,
      render: (type: string) => type.toUpperCase(),
    },
    {
      key: 'size',
      priority: 3,
      title: t('fields.size'),
      dataIndex: 'size',
      sorter: true,
      render: (bytes: number) => formatBytes(bytes),
    },
    {
      key: 'createdAt',
      priority: 3,
      title: t('fields.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (value: string) => dates.format(new Date(value)),
    },
    ...(rights['prod.edit']
      ? [
          {
            key: 'actions',
            priority: 1 as const,
            fixed: 'right' as const,
            title: t('list.actions'),
            render: (_: unknown, row: Row) => (
              <Flex gap="small" wrap>
                <Button
                  size="small"
                  type="link"
                  onClick={() => onEdit({ kind: 'rename', row })}
                  data-testid="media-rename"
                >
                  {t('list.rename')}
                </Button>
                <Button size="small" type="link" onClick={() => onEdit({ kind: 'tag', row })} data-testid="media-tag">
                  {t('list.tag')}
                </Button>
                <ConfirmAction
                  title={t('list.deleteConfirm', { name: row.name })}
                  mutationFn={() => deleteMedia(row.id)}
                  invalidate={[mediaQueryKey]}
                  successMessage={t('list.deleted')}
                  button={{ size: 'small', type: 'link' }}
                  danger
                  testId="media-delete"
                >
                  {t('list.delete')}
                </ConfirmAction>
              </Flex>
            ),
          },
        ]
      : []),
  ];
}
