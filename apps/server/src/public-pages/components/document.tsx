/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import type { Language } from '@seal/shared';
import { usePage } from '../page-context';
import { LanguageSwitch } from './language-switch';
import { CRITICAL_CSS } from './styles';

export interface PageAssets {
  /** Module scripts of the page (only pages with a form have one). */
  scripts: string[];
}

export const NO_ASSETS: PageAssets = { scripts: [] };

export interface DocumentProps {
  title: string;
  assets: PageAssets;
  children: ReactNode;
  /** The page's own site name, description and footer (a nutrition sheet is not a seal check). */
  site?: string;
  description?: string;
  footer?: string;
  /** The languages the page is written in (all by default). */
  languages?: readonly Language[];
}

/** The HTML document of a public page: its head, the banner with the language switch, the main region. */
export function Document({ title, assets, children, site, description, footer, languages }: DocumentProps) {
  const { t, language, framed } = usePage();
  const siteName = site ?? t('site.name');
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>{`${title} · ${siteName}`}</title>
        <meta name="description" content={description ?? t('site.description')} />
        <style dangerouslySetInnerHTML={{ __html: CRITICAL_CSS }} />
      </head>
      <body className={framed ? 'framed' : undefined}>
        <a className="skip" href="#main">
          {t('site.skip')}
        </a>
        <header className="top">
          <span className="site">{siteName}</span>
          <LanguageSwitch languages={languages} />
        </header>
        <main id="main">{children}</main>
        {framed ? null : (
          <footer className="foot">
            <p>{footer ?? t('site.footer')}</p>
          </footer>
        )}
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </body>
    </html>
  );
}
