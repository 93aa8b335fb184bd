import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zText } from '@seal/shared';
import {
  advance,
  canJumpTo,
  goBack,
  initialWizardState,
  placeFieldErrors,
  stepOfPath,
  type WizardStepModel,
} from './wizard-model';

const steps: WizardStepModel[] = [
  { key: 'basic', schema: z.object({ name: zText }) },
  { key: 'limits', schema: z.object({ suspect: z.number().min(0), fraudulent: z.number().min(0) }) },
  { key: 'summary' },
];

describe('wizard steps', () => {
  it('stays on a step whose fields are invalid and says which', () => {
    const result = advance(initialWizardState(), steps, { name: 'x' });
    expect(result).toEqual({ ok: false, issues: [{ path: 'name', key: 'validation.text.length' }] });
  });

  it('moves on with the parsed values of the step and keeps the others', () => {
    const result = advance(initialWizardState({ extra: 1 }), steps, { name: '  Gin  ' });
    expect(result).toEqual({ ok: true, done: false, state: { current: 1, values: { extra: 1, name: 'Gin' } } });
  });

  it('keeps what was typed when going back', () => {
    const state = goBack({ current: 1, values: { name: 'Gin' } }, { suspect: 3 });
    expect(state).toEqual({ current: 0, values: { name: 'Gin', suspect: 3 } });
  });

  it('finishes on the last step with every value', () => {
    const result = advance({ current: 2, values: { name: 'Gin', suspect: 3, fraudulent: 5 } }, steps, {});
    expect(result).toEqual({
      ok: true,
      done: true,
      state: { current: 2, values: { name: 'Gin', suspect: 3, fraudulent: 5 } },
    });
  });

  it('jumps back only to steps already passed', () => {
    const state = { current: 1, values: {} };
    expect(canJumpTo(state, 0)).toBe(true);
    expect(canJumpTo(state, 1)).toBe(false);
    expect(canJumpTo(state, 2)).toBe(false);
  });

  it('finds the step of a field named by the server', () => {
    expect(stepOfPath(steps, 'fraudulent')).toBe(1);
    expect(stepOfPath(steps, 'name')).toBe(0);
    expect(stepOfPath(steps, 'unknown.field')).toBe(2);
  });

  it('runs the extra check of a step on its parsed values once the schema passes', () => {
    const checked: WizardStepModel[] = [
      {
        key: 'basic',
        schema: z.object({ name: zText }),
        check: (values) => (values.name === 'Gin' ? [{ path: 'name', key: 'errors.product.titleUsed' }] : []),
      },
      { key: 'end' },
    ];
    expect(advance(initialWizardState(), checked, { name: ' Gin ' })).toEqual({
      ok: false,
      issues: [{ path: 'name', key: 'errors.product.titleUsed' }],
    });
    expect(advance(initialWizardState(), checked, { name: 'Rum' })).toMatchObject({ ok: true, done: false });
  });

  it('asks the steps which one shows a field before reading their shapes', () => {
    const owned: WizardStepModel[] = [
      {
        key: 'basic',
        schema: z.object({ texts: z.unknown() }),
        owns: (path, values) => path.startsWith(`texts.${String(values.language)}.`),
      },
      { key: 'languages', schema: z.object({ texts: z.unknown() }), owns: (path) => path.startsWith('texts.') },
    ];
    expect(stepOfPath(owned, 'texts.en.title', { language: 'en' })).toBe(0);
    expect(stepOfPath(owned, 'texts.fr.title', { language: 'en' })).toBe(1);
    expect(stepOfPath(owned, 'texts')).toBe(0);
  });
});

describe('placing field errors', () => {
  const shown = [['texts', 'en', 'title'], ['gtin'], ['items', 0, 'label']];

  it('keeps an error on its field when the step shows it', () => {
    expect(placeFieldErrors([{ name: ['gtin'], errors: ['Invalid GTIN.'] }], shown)).toEqual({
      fields: [{ name: ['gtin'], errors: ['Invalid GTIN.'] }],
      form: [],
    });
  });

  it('puts an error on a group on the first field shown inside it', () => {
    expect(placeFieldErrors([{ name: ['texts'], errors: ['Required.'] }], shown).fields).toEqual([
      { name: ['texts', 'en', 'title'], errors: ['Required.'] },
    ]);
  });

  it('shows above the buttons an error whose field is not on the step', () => {
    expect(placeFieldErrors([{ name: ['texts', 'fr', 'title'], errors: ['Required.'] }], shown)).toEqual({
      fields: [],
      form: ['Required.'],
    });
  });
});
