/** @jsxRuntime automatic */
import type { PublicAnswer } from '@seal/shared/contract/consultation';
import { ChallengeForm } from '../components/challenge-form';
import { Document, NO_ASSETS, type PageAssets } from '../components/document';
import type { FormClient } from '../components/consumer-form';
import { Guidance } from '../components/guidance';
import { ReferenceForm } from '../components/reference-form';
import { ResultView } from '../components/result-view';
import { ResolverMenu } from '../components/resolver-menu';
import type { MenuBesideAnswer } from '../resolver-on-check';
import { ThemedResult } from '../components/themed-result';
import { TraceJourney } from '../components/trace-journey';
import type { PublicTheme } from '../../modules/themes/public-theme';
import { resultTextKey } from '../result-texts';
import { usePage, type PageContext } from '../page-context';
import { renderPage } from '../render';

export interface CheckPageProps {
  /** null: the entry (the reference box); else the answer to show. */
  answer: PublicAnswer | null;
  /** A message above the box (input that could not be read). */
  notice?: string | null;
  /** The landing (/front) shows the guidance with the box. */
  withGuidance: boolean;
  /** The script of the consumer form: loaded only when the answer offers the form. */
  formAssets: PageAssets;
  formClient: FormClient | null;
  /** The product's resolver menu, by its resolver mode (resolver-on-check.ts). */
  resolver?: MenuBesideAnswer | null;
  /** The theme of the answer's product (docs/themes.md); null: the default page. */
  theme?: PublicTheme | null;
}

/** The check: the reference box, or the answer to a check (a challenge or a result) and the box again. */
export function CheckPage({
  answer,
  notice = null,
  withGuidance,
  formAssets,
  formClient,
  resolver,
  theme = null,
}: CheckPageProps) {
  const { t } = usePage();
  const assets = answer?.kind === 'result' && answer.form ? formAssets : NO_ASSETS;
  const title =
    answer === null
      ? t('entry.title')
      : answer.kind === 'challenge'
        ? t('challenge.title')
        : t(`${resultTextKey(answer.key)}.title`);
  return (
    <Document title={title} assets={assets}>
      {resolver?.place === 'before' ? <ResolverMenu menu={resolver.menu} heading="h2" checkHref={null} /> : null}
      {notice ? (
        <p className="card status bad" role="alert">
          {notice}
        </p>
      ) : null}
      {answer === null ? (
        <>
          <ReferenceForm heading="h1" />
          {withGuidance ? <Guidance /> : null}
        </>
      ) : answer.kind === 'challenge' ? (
        <ChallengeForm answer={answer} />
      ) : (
        <>
          {theme ? (
            <ThemedResult answer={answer} theme={theme} formClient={formClient} />
          ) : (
            <ResultView answer={answer} formClient={formClient} />
          )}
          <TraceJourney events={answer.events} />
          {resolver?.place === 'after' ? <ResolverMenu menu={resolver.menu} heading="h2" checkHref={null} /> : null}
          <ReferenceForm heading="h2" />
        </>
      )}
    </Document>
  );
}

/** The check page as HTML (routes and tests). */
export const renderCheckPage = (context: PageContext, props: CheckPageProps) =>
  renderPage(context, <CheckPage {...props} />);
