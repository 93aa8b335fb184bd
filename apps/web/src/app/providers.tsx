import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../api/query-client';
import { currentLanguage } from '../i18n';
import { useLook } from '../lib/look-store';
import { LOOK_SWATCHES, lookVars } from '../lib/look-vars';

/**
 * What every page needs: queries, the language and the look's colours. antd's providers are not
 * here but in their own chunk (antd/antd-root.tsx), around the screens that use antd.
 */
export function Providers({ children }: { children: ReactNode }) {
  useTranslation(); // re-renders on language change
  const look = useLook();
  const language = currentLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  useEffect(() => {
    document.body.style.background = LOOK_SWATCHES[look][1];
  }, [look]);

  return (
    <QueryClientProvider client={queryClient}>
      <div className="app-root" style={lookVars(look)}>
        {children}
      </div>
    </QueryClientProvider>
  );
}
