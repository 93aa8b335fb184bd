import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { ConfigProvider, message, theme } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useTranslation } from 'react-i18next';
import { bindMessageApi } from '../../api/notify';
import { PageSpinner } from '../page-spinner';
import { currentLanguage } from '../../i18n';
import { LOOK_THEMES } from '../../lib/look-themes';
import { useLook } from '../../lib/look-store';
import { useReducedMotion } from '../../lib/use-media-query';
import { antdLocale, DATE_LOCALES } from './antd-locales';

/**
 * Theme colours as CSS variables for the console's own styles (layout, login frame), and the
 * page background, so the dark look covers the whole window.
 */
function ThemeRoot({ children, inline }: { children: ReactNode; inline: boolean }) {
  const { token } = theme.useToken();
  const [messageApi, messageHolder] = message.useMessage();

  useEffect(() => {
    bindMessageApi(messageApi);
    return () => bindMessageApi(undefined);
  }, [messageApi]);
  useEffect(() => {
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
  }, [token.colorBgLayout, token.colorText]);

  const vars = {
    '--seal-bg-layout': token.colorBgLayout,
    '--seal-bg-container': token.colorBgContainer,
    '--seal-text': token.colorText,
    '--seal-border': token.colorBorderSecondary,
    '--seal-border-strong': token.colorBorder,
    '--seal-primary': token.colorPrimary,
    '--seal-error': token.colorError,
    '--seal-shadow': token.boxShadowTertiary,
    '--seal-shadow-strong': token.boxShadowSecondary,
    '--seal-font': token.fontFamily,
  } as CSSProperties;
  return (
    <div className={inline ? undefined : 'app-root'} style={vars}>
      {messageHolder}
      {children}
    </div>
  );
}

/** Each look without antd's motion (no slide, no fade), for those who asked their system for less of it. */
const STILL_THEMES = Object.fromEntries(
  Object.entries(LOOK_THEMES).map(([look, theme]) => [look, { ...theme, token: { ...theme.token, motion: false } }]),
) as typeof LOOK_THEMES;

/** Whether dayjs was set to a language other than English in this tab. */
let otherDateLocale = false;

/**
 * The language's antd and date locales. On a language change the previous locale stays until
 * the next one is loaded, so the console does not blink.
 */
function useAntdLocale(): Locale | undefined {
  useTranslation(); // re-renders on language change
  const language = currentLanguage();
  const [shown, setShown] = useState<Locale>();
  useEffect(() => {
    let live = true;
    // dayjs loads with the screens that show dates, in English by default: it is loaded here only
    // to set another language (or to come back to English from one).
    const dateLocale = language === 'en' && !otherDateLocale ? undefined : import('dayjs');
    if (language !== 'en') otherDateLocale = true;
    void Promise.all([antdLocale(language), dateLocale]).then(([locale, dayjs]) => {
      dayjs?.default.locale(DATE_LOCALES[language]);
      if (live) setShown(locale);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return shown;
}

/**
 * antd's theme, locale and toasts: the console's screens render inside it. Its own chunk, so
 * the login page (plain markup) never loads antd. `inline`: inside a page (not the whole window).
 */
export default function AntdRoot({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  const look = useLook();
  const locale = useAntdLocale();
  const reducedMotion = useReducedMotion();
  if (!locale) return <PageSpinner fullScreen={!inline} />;
  return (
    <ConfigProvider theme={(reducedMotion ? STILL_THEMES : LOOK_THEMES)[look]} locale={locale}>
      <ThemeRoot inline={inline}>{children}</ThemeRoot>
    </ConfigProvider>
  );
}
