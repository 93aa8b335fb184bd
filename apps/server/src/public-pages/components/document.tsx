/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import { usePage } from '../page-context';
import { LanguageSwitch } from './language-switch';
import { CRITICAL_CSS } from './styles';

export interface PageAssets {
  /** Module scripts of the page (only pages with a form have one). */
  scripts: string[];
}

export const NO_ASSETS: PageAssets = { scripts: [] };

/** The HTML document of a public page: its head, the banner with the language switch, the main region. */
export function Document({ title, assets, children }: { title: string; assets: PageAssets; children: ReactNode }) {
  const { t, language, framed } = usePage();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>{`${title} · ${t('site.name')}`}</title>
        <meta name="description" content={t('site.description')} />
        <style dangerouslySetInnerHTML={{ __html: CRITICAL_CSS }} />
      </head>
      <body className={framed ? 'framed' : undefined}>
        <a className="skip" href="#main">
          {t('site.skip')}
        </a>
        <header className="top">
          <span className="site">{t('site.name')}</span>
          <LanguageSwitch />
        </header>
        <main id="main">{children}</main>
        {framed ? null : (
          <footer className="foot">
            <p>{t('site.footer')}</p>
          </footer>
        )}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </body>
    </html>
  );
}
