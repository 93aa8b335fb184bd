/** @jsxRuntime automatic */
import type { Nutrient, NutritionBasis, Nutrients, Portion } from '@seal/shared/contract/qrnutri';
import { numberFormat } from '../intl-formats';
import { usePage } from '../page-context';

/** The declaration's lines in annex XV's order; `sub` lines are "of which". */
const LINES: { nutrient: Nutrient | 'energy'; sub?: boolean }[] = [
  { nutrient: 'energy' },
  { nutrient: 'fat' },
  { nutrient: 'saturates', sub: true },
  { nutrient: 'carbohydrate' },
  { nutrient: 'sugars', sub: true },
  { nutrient: 'protein' },
  { nutrient: 'salt' },
];

/** The nutrition declaration per 100 g or 100 ml, and per portion when the sheet gives one. */
export function NutritionTable({
  basis,
  nutrients,
  portion,
}: {
  basis: NutritionBasis;
  nutrients: Nutrients;
  portion: Portion | null;
}) {
  const { t, language } = usePage();
  const number = numberFormat(language, 2);
  const unit = basis === '100ml' ? 'ml' : 'g';
  const cell = (nutrient: Nutrient | 'energy', factor: number) =>
    nutrient === 'energy'
      ? `${number.format(Math.round(nutrients.energyKj * factor))} kJ / ${number.format(Math.round(nutrients.energyKcal * factor))} kcal`
      : `${number.format(nutrients[nutrient] * factor)} g`;
  const perPortion = portion ? portion.size / 100 : null;
  return (
    <table className="nutri" data-testid="nutrition-table">
      <caption>{t('nutrition.declaration')}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{t(basis === '100ml' ? 'nutrition.per100ml' : 'nutrition.per100g')}</th>
          {portion ? (
            <th scope="col">
              {t('nutrition.perPortion', { size: `${number.format(portion.size)} ${unit}` })}
              {portion.label ? <span className="hint"> ({portion.label})</span> : null}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {LINES.map(({ nutrient, sub }) => (
          <tr key={nutrient} className={sub ? 'sub' : undefined}>
            <th scope="row">{t(`nutrition.nutrients.${nutrient}`)}</th>
            <td>{cell(nutrient, 1)}</td>
            {perPortion === null ? null : <td>{cell(nutrient, perPortion)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
