/** @jsxRuntime automatic */
import type { PublicMenu } from '../../modules/resolver/public-menu.repository';
import { Document, NO_ASSETS } from '../components/document';
import { ResolverMenu } from '../components/resolver-menu';
import { usePage, type PageContext } from '../page-context';
import { renderPage } from '../render';

export interface ResolverPageProps {
  menu: PublicMenu;
  /** Where "Check authenticity" leads: the check of the reference scanned. */
  checkHref: string;
}

/** A product's resolver menu alone (/resolver, /resolver/embed, and a resolver-first product's scan). */
export function ResolverPage({ menu, checkHref }: ResolverPageProps) {
  const { t } = usePage();
  return (
    <Document title={menu.header?.title ?? t('resolver.title')} assets={NO_ASSETS}>
      <ResolverMenu menu={menu} heading="h1" checkHref={checkHref} />
    </Document>
  );
}

/** A resolver page that cannot be shown: why, with the catalogue code, and a way to the check. */
export function ResolverFailurePage({
  message,
  code,
  checkHref,
}: {
  message: string;
  code: number;
  checkHref: string;
}) {
  const { t } = usePage();
  return (
    <Document title={t('resolver.failureTitle')} assets={NO_ASSETS}>
      <section className="card status bad" data-testid="failure" data-code={code}>
        <h1>{t('resolver.failureTitle')}</h1>
        <p>{message}</p>
        <p className="hint">{t('resolver.code', { code })}</p>
        <p>
          <a href={checkHref}>{t('entry.title')}</a>
        </p>
      </section>
    </Document>
  );
}

export const renderResolverPage = (context: PageContext, props: ResolverPageProps) =>
  renderPage(context, <ResolverPage {...props} />);
