import { Alert, Card, Empty, Spin, Typography } from 'antd';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { usePreviewSet } from '../api/preview-set';

/** The first code of the set as the server draws it, what it carries and how many the set holds. */
export function CodePreview() {
  const { t } = useTranslation('qr-creator');
  const form = Form.useFormInstance();
  const values = Form.useWatch([], form);
  const preview = usePreviewSet(values);
  return (
    <Card size="small" title={t('preview.title')} data-testid="qr-preview">
      {preview.isError && <Alert type="warning" showIcon title={errorMessage(preview.error)} />}
      {!preview.data &&
        !preview.isError &&
        (preview.isFetching ? <Spin /> : <Empty description={t('preview.empty')} />)}
      {preview.data && !preview.isError && (
        <>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(preview.data.svg)}`}
            alt={t('preview.alt')}
            style={{ width: 200, maxWidth: '100%', display: 'block', margin: '0 auto' }}
            data-testid="qr-preview-image"
          />
          <Typography.Paragraph copyable type="secondary" style={{ wordBreak: 'break-all', marginTop: 8 }}>
            {preview.data.content}
          </Typography.Paragraph>
          <Typography.Text>{t('preview.count', { count: preview.data.codeCount })}</Typography.Text>
        </>
      )}
    </Card>
  );
}
