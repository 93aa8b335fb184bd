import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { ConfigProvider, message, theme } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bindMessageApi } from '../api/notify';
import { queryClient } from '../api/query-client';
import { currentLanguage } from '../i18n';
import { antdLocaleOf, applyDateLocale } from '../i18n/language-assets';
import { LOOK_THEMES } from '../lib/look-themes';
import { useLook } from '../lib/look-store';

/**
 * Theme colours as CSS variables for the console's own styles (layout, login frame), and the
 * page background, so the dark look covers the whole window.
 */
function ThemeRoot({ children }: { children: ReactNode }) {
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
    '--seal-primary': token.colorPrimary,
    '--seal-shadow': token.boxShadowTertiary,
    '--seal-shadow-strong': token.boxShadowSecondary,
    '--seal-font': token.fontFamily,
  } as CSSProperties;
  return (
    <div className="app-root" style={vars}>
      {messageHolder}
      {children}
    </div>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  useTranslation(); // re-renders on language change
  const look = useLook();
  const language = currentLanguage();
  useEffect(() => {
    applyDateLocale(language);
    document.documentElement.lang = language;
  }, [language]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={LOOK_THEMES[look]} locale={antdLocaleOf(language)}>
        <ThemeRoot>{children}</ThemeRoot>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
