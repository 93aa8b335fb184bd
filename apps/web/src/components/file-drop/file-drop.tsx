import { InboxOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '../../api/notify';
import { checkFile, formatBytes, IMAGE_RULES, type FileRules } from './file-checks';

export interface FileDropProps {
  value?: File | null;
  onChange?: (file: File | null) => void;
  rules?: FileRules;
  /** Shown under the drop zone; by default the accepted types and size. */
  hint?: string;
  disabled?: boolean;
  testId?: string;
}

/**
 * Drop zone for one file, checked for type and size before anything is sent. Works as a
 * controlled form field (`value` / `onChange`), so it fits in a Form.Item.
 *
 * @example
 *   <Form.Item name="logo" label={t('brand.logo')}>
 *     <FileDrop rules={IMAGE_RULES} />
 *   </Form.Item>
 */
export function FileDrop({ value, onChange, rules = IMAGE_RULES, hint, disabled, testId }: FileDropProps) {
  const { t } = useTranslation();
  const fileList: UploadFile[] = value
    ? [{ uid: `${value.name}-${value.size}`, name: value.name, size: value.size, status: 'done' }]
    : [];
  const types = rules.accept.map((ext) => ext.slice(1).toUpperCase()).join(', ');

  return (
    <Upload.Dragger
      accept={rules.accept.join(',')}
      multiple={false}
      maxCount={1}
      disabled={disabled}
      fileList={fileList}
      beforeUpload={(file) => {
        const problem = checkFile(file, rules);
        if (problem) {
          notify.error(t(problem.key, problem.params));
          return Upload.LIST_IGNORE;
        }
        onChange?.(file);
        return false; // the form sends the file with its other values
      }}
      onRemove={() => onChange?.(null)}
      data-testid={testId}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{t('upload.drop')}</p>
      <p className="ant-upload-hint">
        {hint ?? t('upload.hint', { types: types || t('upload.anyType'), max: formatBytes(rules.maxBytes) })}
      </p>
    </Upload.Dragger>
  );
}
