/** @jsxRuntime automatic */
import { Fragment } from 'react';
import type { Language } from '@seal/shared';
import type { Allergen, Nutrients, NutritionBasis, Portion, SheetText } from '@seal/shared/contract/qrnutri';
import { Document, NO_ASSETS } from '../components/document';
import { NutritionTable } from '../components/nutrition-table';
import { WineFacts, type WineFactsProps } from '../components/wine-facts';
import { usePage, type PageContext } from '../page-context';
import { renderPage } from '../render';

export interface NutritionPageProps {
  text: SheetText;
  basis: NutritionBasis;
  nutrients: Nutrients;
  portion: Portion | null;
  /** The languages the sheet is written in (the language switch offers those only). */
  languages: readonly Language[];
  /** A wine's e-label (a sheet of kind `wine`): the wine's strength and volume beside the declaration. */
  wine?: WineFactsProps;
}

/** A product's nutrition sheet for the consumer who scanned its QR code (`/n/<publicId>`). */
export function NutritionPage({ text, basis, nutrients, portion, languages, wine }: NutritionPageProps) {
  const { t, language } = usePage();
  const site = wine ? 'nutrition.wine' : 'nutrition';
  const separator = language === 'zh' ? '、' : ', ';
  const allergens = [...new Set(text.ingredients.map((item) => item.allergen).filter((a): a is Allergen => !!a))];
  return (
    <Document
      title={text.name}
      assets={NO_ASSETS}
      site={t(`${site}.site`)}
      description={t(`${site}.description`)}
      footer={t('nutrition.footer')}
      languages={languages}
    >
      <h1>{text.name}</h1>
      {wine ? (
        <section className="card">
          <WineFacts {...wine} />
        </section>
      ) : null}
      <section className="card">
        <NutritionTable basis={basis} nutrients={nutrients} portion={portion} />
      </section>
      <section className="card" aria-labelledby="ingredients">
        <h2 id="ingredients">{t('nutrition.ingredients')}</h2>
        <p data-testid="ingredients">
          {text.ingredients.map((item, index) => (
            <Fragment key={index}>
              {index > 0 ? separator : null}
              {item.allergen ? (
                <strong className="allergen" data-allergen={item.allergen}>
                  {item.text}
                </strong>
              ) : (
                item.text
              )}
            </Fragment>
          ))}
        </p>
        {allergens.length > 0 ? (
          <p data-testid="allergens">
            {t('nutrition.allergens')}{' '}
            <strong className="allergen">
              {allergens.map((allergen) => t(`nutrition.allergen.${allergen}`)).join(separator)}
            </strong>
          </p>
        ) : null}
        <p className="hint">{t('nutrition.allergenHint')}</p>
      </section>
    </Document>
  );
}

/** No such page: never published, withdrawn or deleted (all answer alike). */
export function NutritionNotFoundPage() {
  const { t } = usePage();
  return (
    <Document
      title={t('nutrition.notFound')}
      assets={NO_ASSETS}
      site={t('nutrition.site')}
      description={t('nutrition.description')}
      footer={t('nutrition.footer')}
    >
      <section className="card status bad" data-testid="failure">
        <h1>{t('nutrition.notFound')}</h1>
        <p>{t('nutrition.notFoundMessage')}</p>
      </section>
    </Document>
  );
}

export const renderNutritionPage = (context: PageContext, props: NutritionPageProps) =>
  renderPage(context, <NutritionPage {...props} />);
