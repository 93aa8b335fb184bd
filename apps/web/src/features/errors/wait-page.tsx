import { Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** /wait: shown while something the user started (a redirect, a long job) is under way. */
export default function WaitPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" justify="center" gap="middle" style={{ minHeight: '60vh' }} data-testid="page-wait">
      <Spin size="large" />
      <Typography.Text>{t('errorPages.wait')}</Typography.Text>
    </Flex>
  );
}
