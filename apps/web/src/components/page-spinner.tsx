import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a page chunk or the session loads. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : 240 }} data-testid="page-spinner">
      <Spin size="large" description={t('common.loading')} />
    </Flex>
  );
}
