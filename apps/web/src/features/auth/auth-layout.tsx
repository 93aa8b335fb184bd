import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@seal/shared/constants';
import { Logo } from '../../components/logo';
import { chooseLanguage, currentLanguage } from '../../i18n';
import './auth-layout.css';

/**
 * The frame of the pages before login: logo, a panel, and the language choice. Plain markup
 * (no antd): the login page is drawn before antd loads, and never loads it.
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
      <div className="auth-languages" role="group" aria-label={t('banner.language')}>
        {LANGUAGES.map((lng) => (
          <button
            key={lng}
            type="button"
            className={
              lng === language
                ? 'auth-button auth-button-primary auth-button-small'
                : 'auth-button auth-button-text auth-button-small'
            }
            aria-pressed={lng === language}
            lang={lng}
            onClick={() => void chooseLanguage(lng)}
            data-testid={`auth-language-${lng}`}
          >
            {t(`languages.${lng}`)}
          </button>
        ))}
      </div>
    </main>
  );
}

/** A message box of the pages before login (what antd's Alert draws there). */
export function AuthAlert(props: { type: 'warning' | 'error'; children: ReactNode; testId: string }) {
  return (
    <div className={`auth-alert auth-alert-${props.type}`} role="alert" data-testid={props.testId}>
      {props.children}
    </div>
  );
}
