import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zText } from '@seal/shared';
import { advance, canJumpTo, goBack, initialWizardState, stepOfPath, type WizardStepModel } from './wizard-model';

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
});
