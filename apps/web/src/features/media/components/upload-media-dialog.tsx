import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { media, optionalField } from '@seal/shared';
import { notify } from '../../../api/notify';
import { FileDrop } from '../../../components/file-drop/file-drop';
import { IMAGE_RULES } from '../../../components/file-drop/file-checks';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { useUploadMedia } from '../api/use-upload-media';
import { withMediaErrorField } from '../media-errors';
import { TagInput } from './tag-input';

/** The upload form: the file (PNG, JPG, JPEG, SVG, ICO under 1 MB), a name (the file's by default), a tag. */
const ZUploadForm = z.object({
  file: z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, {
    error: 'validation.required',
  }),
  name: optionalField(media.zMediaName),
  tag: media.zMediaTag,
});

/** Fills the name with the file's (less its extension) when none was typed. */
function FileField() {
  const { t } = useTranslation('media');
  const form = Form.useFormInstance();
  return (
    <Form.Item name="file" label={t('fields.file')} required>
      <FileDrop
        rules={IMAGE_RULES}
        onChange={(file) => {
          if (file && !form.getFieldValue('name')) form.setFieldValue('name', file.name.replace(/\.[^.]*$/, ''));
        }}
        testId="media-upload-drop"
      />
    </Form.Item>
  );
}

/** "Upload": a dialog with the upload form; the new media shows in the list once saved. */
export function UploadMediaDialog() {
  const { t } = useTranslation('media');
  const [open, setOpen] = useState(false);
  const upload = useUploadMedia();
  return (
    <>
      <Button type="primary" icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="media-upload">
        {t('upload.action')}
      </Button>
      <Modal open={open} title={t('upload.title')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <ResourceForm
          schema={ZUploadForm}
          onSubmit={(values) =>
            upload.mutateAsync(values).catch((error: unknown) => {
              throw withMediaErrorField(error);
            })
          }
          onSuccess={(row) => {
            notify.success(t('upload.done', { name: row.name }));
            setOpen(false);
          }}
          submitLabel={t('upload.submit')}
          testId="media-upload-form"
        >
          <FileField />
          <Form.Item name="name" label={t('fields.name')} extra={t('fields.nameHint')}>
            <Input maxLength={media.MEDIA_NAME_MAX} data-testid="media-upload-name" />
          </Form.Item>
          <Form.Item name="tag" label={t('fields.tag')}>
            <TagInput testId="media-upload-tag" />
          </Form.Item>
        </ResourceForm>
      </Modal>
    </>
  );
}
