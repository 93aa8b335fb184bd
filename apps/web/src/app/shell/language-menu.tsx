import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@seal/shared';
import { useSession } from '../../api/session';
import { useUpdatePreferences } from '../../features/settings/api/update-preferences';
import { currentLanguage, switchLanguage } from '../../i18n';

/** Language of the interface: kept in the `lang` cookie and, when signed in, in the profile. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { session } = useSession();
  const save = useUpdatePreferences();
  const language = currentLanguage();

  const choose = (next: Language) => {
    void switchLanguage(next);
    if (session && session.user.language !== next) save.mutate({ language: next });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((lng) => ({
          key: lng,
          label: t(`languages.${lng}`),
          'data-testid': `language-${lng}`,
        })),
        onClick: ({ key }) => choose(key as Language),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('banner.language')} data-testid="language-menu">
        {language.toUpperCase()}
      </Button>
    </Dropdown>
  );
}
