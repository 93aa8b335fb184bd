import { Alert, Card, Flex, Spin, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExpertPage, ThemeLanguage } from '@seal/shared/themes/document';
import { errorMessage } from '../../../api/error-message';
import { themeKeys } from '../api/keys';
import { previewExpert } from '../api/preview-expert';
import { ExpertFrame } from '../components/expert-frame';
import { useDebounced } from '../../../lib/use-debounced';

const PREVIEW_DELAY_MS = 400;

/**
 * The page as the public will get it, asked of the server as the expert types: its sanitised
 * HTML and CSS in a frame that runs no script, and what the sanitiser removed, so nothing is
 * refused silently.
 */
export function ExpertPreview({ page, language }: { page: ExpertPage; language: ThemeLanguage }) {
  const { t } = useTranslation('themes');
  const settled = useDebounced(page, PREVIEW_DELAY_MS);
  const preview = useQuery({
    queryKey: [...themeKeys.preview, 'expert', language, settled],
    queryFn: ({ signal }) => previewExpert({ page: settled, language }, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  return (
    <Flex vertical gap="small" data-testid="expert-preview">
      <Spin spinning={preview.isFetching} tip={t('expert.previewing')}>
        <Card size="small" styles={{ body: { padding: 0, height: 480 } }}>
          {preview.data && (
            <ExpertFrame html={preview.data.html} css={preview.data.css} title={t('expert.previewTitle')} />
          )}
        </Card>
      </Spin>
      {preview.isError && <Alert type="error" showIcon message={errorMessage(preview.error)} />}
      {preview.data &&
        (preview.data.removed.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            message={t('expert.removed')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="expert-removed">
                {preview.data.removed.map((item) => (
                  <li key={item}>
                    <Typography.Text code>{item}</Typography.Text>
                  </li>
                ))}
              </ul>
            }
          />
        ) : (
          <Typography.Text type="secondary" data-testid="expert-nothing-removed">
            {t('expert.nothingRemoved')}
          </Typography.Text>
        ))}
    </Flex>
  );
}
