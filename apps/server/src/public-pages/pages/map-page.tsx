/** @jsxRuntime automatic */
import { PUBLIC_ROUTES } from '@seal/shared/contract/consultation';
import { Document, NO_ASSETS } from '../components/document';
import { usePage } from '../page-context';

/**
 * /map (spec 000 section 2): what the map of checks is and why it is not public, and the way to the
 * check (docs/decisions/0023-public-map.md).
 */
export function MapPage() {
  const { t, language } = usePage();
  return (
    <Document title={t('map.title')} assets={NO_ASSETS}>
      <section className="card" data-testid="map">
        <h1>{t('map.title')}</h1>
        <p>{t('map.what')}</p>
        <p>{t('map.private')}</p>
        <p>
          <a href={`${PUBLIC_ROUTES.consultation}?lang=${language}`} data-testid="map-check">
            {t('map.check')}
          </a>
        </p>
      </section>
    </Document>
  );
}
