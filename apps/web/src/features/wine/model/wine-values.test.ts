import { describe, expect, it } from 'vitest';
import { wine } from '@seal/shared';
import { advance, initialWizardState } from '../../../components/wizard/wizard-model';
import { blankELabel, WINE_STEPS, wineFormValues, wineInputOf } from './wine-values';

const ESTATE = '0b6f7c1e-2a5d-4c8e-9f10-1a2b3c4d5e6f';

describe('the wine form values', () => {
  it('starts a new wine as a still dry red in 6-bottle cardboard boxes, without e-label', () => {
    const values = wineFormValues(undefined, 'fr');
    expect(values).toMatchObject({ type: 'still', subType: 'dry', unitsPerCarton: 6, caseType: 'cardboard' });
    expect(values.hasELabel).toBe(false);
    expect(wineInputOf(values).eLabel).toBeNull();
  });

  it('sends the e-label with the ingredients of the languages written only', () => {
    const eLabel = blankELabel('fr');
    eLabel.ingredients.fr = [
      { text: 'raisins', allergen: null },
      { text: 'sulfites', allergen: 'sulphites' },
    ];
    const input = wineInputOf({ name: 'Cuvée', hasELabel: true, eLabel });
    expect(input.eLabel?.ingredients).toEqual({ fr: eLabel.ingredients.fr });
    expect(input).not.toHaveProperty('hasELabel');
  });

  it('refuses the first step without the required fields, with their message keys', () => {
    const result = advance(initialWizardState(), WINE_STEPS, { name: 'Ch', type: 'still', subType: 'brut' });
    expect(result.ok).toBe(false);
    const keys = result.ok ? [] : result.issues.map((issue) => `${issue.path}:${issue.key}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'name:validation.wineName',
        'estateId:validation.required',
        'country:validation.required',
        'region:validation.required',
        'subRegion:validation.required',
      ]),
    );
  });

  it('checks the e-label only when the wine has one', () => {
    const last = { current: WINE_STEPS.length - 1, values: {} };
    expect(advance(last, WINE_STEPS, { hasELabel: false, eLabel: { nutrients: {} } }).ok).toBe(true);
    const result = advance(last, WINE_STEPS, { hasELabel: true, eLabel: { nutrients: {} } });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues[0]?.path).toMatch(/^eLabel\./);
  });

  it('fills the form from a wine, its e-label with every language', () => {
    const record = {
      id: 'w1',
      productId: 'p1',
      estateName: 'Château',
      eLabelState: null,
      createdAt: '',
      updatedAt: '',
      ...wine.zWineFields.parse({
        name: 'Cuvée',
        estateId: ESTATE,
        type: 'still',
        subType: 'dry',
        country: 'FR',
        region: 'Bordeaux',
        subRegion: 'Médoc',
        eLabel: { ...blankELabel('fr'), ingredients: { fr: [{ text: 'raisins', allergen: null }] } },
      }),
    } as wine.Wine;
    const values = wineFormValues(record, 'en');
    expect(values).not.toHaveProperty('id');
    expect(values.hasELabel).toBe(true);
    expect((values.eLabel as wine.ELabelFields).ingredients).toMatchObject({ en: [], fr: [{ text: 'raisins' }] });
  });
});
