/** @jsxRuntime automatic */
import { numberFormat } from '../intl-formats';
import { usePage } from '../page-context';

/** What a wine's e-label shows beside its declaration (Regulation (EU) 2021/2117): strength and volume. */
export interface WineFactsProps {
  /** % vol; null when the wine form leaves it out. */
  alcohol: number | null;
  bottleVolumeMl: number;
  estateName: string;
}

export function WineFacts({ alcohol, bottleVolumeMl, estateName }: WineFactsProps) {
  const { t, language } = usePage();
  const number = numberFormat(language, 1);
  return (
    <dl className="wine-facts" data-testid="wine-facts">
      <dt>{t('nutrition.wine.producer')}</dt>
      <dd>{estateName}</dd>
      {alcohol === null ? null : (
        <>
          <dt>{t('nutrition.wine.alcohol')}</dt>
          <dd>{t('nutrition.wine.alcoholValue', { value: number.format(alcohol) })}</dd>
        </>
      )}
      <dt>{t('nutrition.wine.volume')}</dt>
      <dd>{`${number.format(bottleVolumeMl / 10)} cl`}</dd>
    </dl>
  );
}
