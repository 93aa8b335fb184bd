import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PICKER_LANGUAGES } from '@seal/shared/constants';
import { Logo } from '../../components/logo';
import { currentLanguage, switchLanguage } from '../../i18n';
import './auth-layout.css';

/**
 * The frame of the pages before login: logo, a panel, and the language choice. Plain markup
 * rather than an antd Card, which would pull tabs and menus into the login chunk.
 */
export function AuthLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <main className="auth-layout">
      <section className="auth-card" aria-labelledby="auth-title">
        <div className="auth-card-head">
          <Logo size={36} />
        </div>
        <div className="auth-card-body">
          <h1 className="auth-title" id="auth-title">
            {title}
          </h1>
          {children}
        </div>
      </section>
      <Flex justify="center" gap="small" style={{ marginTop: 16 }} role="group" aria-label={t('banner.language')}>
        {PICKER_LANGUAGES.map((lng) => (
          <Button
            key={lng}
            size="small"
            type={lng === language ? 'primary' : 'text'}
            aria-pressed={lng === language}
            onClick={() => void switchLanguage(lng)}
            data-testid={`auth-language-${lng}`}
          >
            {t(`languages.${lng}`)}
          </Button>
        ))}
      </Flex>
    </main>
  );
}
