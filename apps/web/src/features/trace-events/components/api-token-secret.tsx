import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { epcis } from '@seal/shared';

/** A token just made: its secret, shown this once, to copy now. */
export function ApiTokenSecret({ token, onDone }: { token: epcis.ApiToken & { token: string }; onDone: () => void }) {
  const { t } = useTranslation('trace-events');
  return (
    <Alert
      type="warning"
      showIcon
      title={t('tokens.madeTitle', { name: token.name })}
      description={
        <Flex vertical gap="small">
          <span>{t('tokens.shownOnce')}</span>
          <Typography.Text code copyable={{ text: token.token }} data-testid="api-token-secret">
            {token.token}
          </Typography.Text>
          <span>{t('tokens.usage')}</span>
          <Button onClick={onDone} style={{ alignSelf: 'flex-start' }} data-testid="api-token-done">
            {t('tokens.copiedDone')}
          </Button>
        </Flex>
      }
      data-testid="api-token-made"
    />
  );
}
