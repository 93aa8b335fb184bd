import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** When the draft was kept (ISO). */
  savedAt: string | undefined;
  onContinue: () => void;
  onRestart: () => void;
}

/** Opening a form with a draft kept: continue it where it was left, or start again (it is thrown away). */
export function DraftChoice({ savedAt, onContinue, onRestart }: Props) {
  const { t, i18n } = useTranslation();
  const when = savedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(savedAt))
    : null;
  return (
    <Result
      status="info"
      title={t('wizard.draftTitle')}
      subTitle={when ? t('wizard.draftSavedAt', { when }) : t('wizard.draftContent')}
      data-testid="wizard-draft"
      extra={
        <Flex gap="small" wrap justify="center">
          <Button type="primary" onClick={onContinue} data-testid="wizard-draft-continue">
            {t('wizard.draftContinue')}
          </Button>
          <Button onClick={onRestart} data-testid="wizard-draft-restart">
            {t('wizard.draftRestart')}
          </Button>
        </Flex>
      }
    />
  );
}
