import { z } from 'zod';
import type { FieldIssue } from '@seal/shared';
import { checkWithSchema } from '../resource-form/field-errors';

export interface WizardStepModel {
  key: string;
  /** Rules of the fields of this step; a step without schema (a summary) always passes. */
  schema?: z.ZodType;
}

export interface WizardState {
  current: number;
  /** Parsed values of the steps passed so far, merged. */
  values: Record<string, unknown>;
}

export const initialWizardState = (values: Record<string, unknown> = {}): WizardState => ({ current: 0, values });

export type StepResult = { ok: true; state: WizardState; done: boolean } | { ok: false; issues: FieldIssue[] };

/**
 * Validates the current step against the values typed so far and moves on. The parsed output
 * of the step replaces its raw values (trimmed, normalised), the other values are kept.
 */
export function advance(
  state: WizardState,
  steps: readonly WizardStepModel[],
  formValues: Record<string, unknown>,
): StepResult {
  const step = steps[state.current];
  if (!step) return { ok: false, issues: [] };
  const merged = { ...state.values, ...formValues };
  let values = merged;
  if (step.schema) {
    const checked = checkWithSchema(step.schema, merged);
    if (!checked.success) return { ok: false, issues: checked.issues };
    if (isRecord(checked.data)) values = { ...merged, ...checked.data };
  }
  const done = state.current === steps.length - 1;
  return { ok: true, done, state: { current: done ? state.current : state.current + 1, values } };
}

/** Back keeps everything typed, including the fields of the step being left. */
export function goBack(state: WizardState, formValues: Record<string, unknown>): WizardState {
  return { current: Math.max(0, state.current - 1), values: { ...state.values, ...formValues } };
}

/** Only steps already passed can be jumped to (from the step titles). */
export function canJumpTo(state: WizardState, index: number): boolean {
  return index >= 0 && index < state.current;
}

/**
 * The step holding a field, to show a server error where the field is: the first step whose
 * object schema declares the field's top-level name; the last step when none does.
 */
export function stepOfPath(steps: readonly WizardStepModel[], path: string): number {
  const head = path.split('.')[0] ?? '';
  const index = steps.findIndex((step) => step.schema instanceof z.ZodObject && head in step.schema.shape);
  return index >= 0 ? index : steps.length - 1;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
