import { useState } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, Modal, Spin, theme, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { media } from '@seal/shared';
import { FileDrop } from '../file-drop/file-drop';
import { IMAGE_RULES } from '../file-drop/file-checks';
import { mediaQueryKey, PICKER_PAGE_SIZE, usePickerMedia } from './find-media';
import { uploadMedia } from './upload-media';

export interface MediaPickerProps {
  /** The chosen media's id (a product image, the brand logo); null: none. */
  value?: string | null;
  onChange?: (mediaId: string | null) => void;
  /** Offers to upload a new image in the dialog (POST /api/media needs prod.create or prod.edit). */
  canUpload?: boolean;
  disabled?: boolean;
  testId?: string;
}

const THUMB_PX = 64;
const GRID_PX = 96;

/**
 * An image of the media library as a form field: a preview, a dialog listing the library (with a
 * search) to choose from, and a drop zone to upload a new image, chosen at once.
 *
 * @example
 *   <Form.Item name="imageId" label={t('product.image')}>
 *     <MediaPicker canUpload={rights['prod.edit']} testId="product-image" />
 *   </Form.Item>
 */
export function MediaPicker({ value, onChange, canUpload, disabled, testId = 'media-picker' }: MediaPickerProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const list = usePickerMedia(search, open);
  const client = useQueryClient();
  const choose = (id: string | null) => {
    onChange?.(id);
    setOpen(false);
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadMedia({ file }),
    onSuccess: async (row) => {
      await client.invalidateQueries({ queryKey: mediaQueryKey });
      choose(row.id);
    },
  });

  const frame = { border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius };

  return (
    <>
      <Flex gap="middle" align="center" data-testid={testId}>
        {value ? (
          <img
            src={media.mediaUrl(value)}
            alt=""
            width={THUMB_PX}
            height={THUMB_PX}
            style={{ ...frame, objectFit: 'contain' }}
            data-testid={`${testId}-preview`}
          />
        ) : (
          <Flex align="center" justify="center" style={{ ...frame, width: THUMB_PX, height: THUMB_PX }}>
            <PictureOutlined
              style={{ fontSize: 24, color: token.colorTextQuaternary }}
              aria-label={t('mediaPicker.none')}
            />
          </Flex>
        )}
        <Button onClick={() => setOpen(true)} disabled={disabled} data-testid={`${testId}-choose`}>
          {value ? t('mediaPicker.change') : t('mediaPicker.choose')}
        </Button>
        {value && (
          <Button onClick={() => onChange?.(null)} disabled={disabled} data-testid={`${testId}-remove`}>
            {t('mediaPicker.remove')}
          </Button>
        )}
      </Flex>
      <Modal
        open={open}
        title={t('mediaPicker.title')}
        footer={null}
        width={760}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Flex vertical gap="middle">
          <Input.Search
            allowClear
            placeholder={t('mediaPicker.search')}
            onSearch={(text) => setSearch(text.trim())}
            data-testid="media-picker-search"
          />
          <Spin spinning={list.isFetching}>
            {list.data && list.data.rows.length === 0 ? (
              <Empty description={t('mediaPicker.empty')} />
            ) : (
              <Flex wrap gap="small" data-testid="media-picker-grid" style={{ maxHeight: 360, overflowY: 'auto' }}>
                {(list.data?.rows ?? []).map((row) => (
                  <Card
                    key={row.id}
                    hoverable
                    size="small"
                    style={{ width: GRID_PX + 24, borderColor: row.id === value ? token.colorPrimary : undefined }}
                    onClick={() => choose(row.id)}
                    data-testid="media-picker-item"
                  >
                    <img src={row.url} alt="" width={GRID_PX} height={GRID_PX} style={{ objectFit: 'contain' }} />
                    <Typography.Text ellipsis={{ tooltip: row.name }} style={{ display: 'block', fontSize: 12 }}>
                      {row.name}
                    </Typography.Text>
                  </Card>
                ))}
              </Flex>
            )}
          </Spin>
          {list.data && list.data.total > PICKER_PAGE_SIZE && (
            <Typography.Text type="secondary">{t('mediaPicker.more', { count: list.data.total })}</Typography.Text>
          )}
          {canUpload && (
            <Spin spinning={upload.isPending}>
              <Typography.Text strong>{t('mediaPicker.upload')}</Typography.Text>
              <FileDrop
                rules={IMAGE_RULES}
                onChange={(file) => file && upload.mutate(file)}
                testId="media-picker-upload"
              />
            </Spin>
          )}
        </Flex>
      </Modal>
    </>
  );
}
