import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { media } from '@seal/shared';
import { notify } from '../../../api/notify';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { useRenameMedia } from '../api/use-rename-media';
import { useTagMedia } from '../api/use-tag-media';
import { withMediaErrorField } from '../media-errors';
import { TagInput } from './tag-input';

export type MediaEdit = { kind: 'rename' | 'tag'; row: media.MediaRow };

/** Renames a media or changes its tag, each through its own method. */
export function MediaEditDialog({ edit, onClose }: { edit: MediaEdit | null; onClose: () => void }) {
  const { t } = useTranslation('media');
  const rename = useRenameMedia();
  const tag = useTagMedia();
  const rethrow = (error: unknown) => {
    throw withMediaErrorField(error);
  };
  const done = () => {
    notify.success(t('edit.saved'));
    onClose();
  };

  return (
    <Modal
      open={edit !== null}
      title={edit?.kind === 'tag' ? t('edit.tagTitle', { name: edit.row.name }) : t('edit.renameTitle')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {edit?.kind === 'rename' && (
        <ResourceForm
          schema={media.renameMedia.input}
          mode="edit"
          initialValues={{ mediaId: edit.row.id, name: edit.row.name }}
          onSubmit={(values) => rename.mutateAsync(values).catch(rethrow)}
          onSuccess={done}
          testId="media-rename-form"
        >
          <Form.Item name="name" label={t('fields.name')} required>
            <Input maxLength={media.MEDIA_NAME_MAX} data-testid="media-rename-name" />
          </Form.Item>
        </ResourceForm>
      )}
      {edit?.kind === 'tag' && (
        <ResourceForm
          schema={media.tagMedia.input}
          mode="edit"
          initialValues={{ mediaId: edit.row.id, tag: edit.row.tag ?? '' }}
          onSubmit={(values) => tag.mutateAsync(values).catch(rethrow)}
          onSuccess={done}
          testId="media-tag-form"
        >
          <Form.Item name="tag" label={t('fields.tag')} extra={t('edit.tagHint')}>
            <TagInput testId="media-tag-input" />
          </Form.Item>
        </ResourceForm>
      )}
    </Modal>
  );
}
