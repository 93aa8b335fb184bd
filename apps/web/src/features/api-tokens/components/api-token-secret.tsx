import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '@seal/shared/contract/api-tokens';

/** A token just made: its secret, shown this once, to copy now. */
export function ApiTokenSecret({ token, onDone }: { token: ApiToken & { token: string }; onDone: () => void }) {
  const { t } = useTranslation('api-tokens');
  return (
    <Alert
      type="warning"
      showIcon
      title={t('secret.madeTitle', { name: token.name })}
      description={
        <Flex vertical gap="small">
          <span>{t('secret.shownOnce')}</span>
          <Typography.Text code copyable={{ text: token.token }} data-testid="api-token-secret">
            {token.token}
          </Typography.Text>
          <span>{t('secret.usage')}</span>
          <Button onClick={onDone} style={{ alignSelf: 'flex-start' }} data-testid="api-token-done">
            {t('secret.copiedDone')}
          </Button>
        </Flex>
      }
      data-testid="api-token-made"
    />
  );
}
