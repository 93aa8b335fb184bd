import { z } from 'zod';
import type { FieldIssue } from '@seal/shared';
import { checkWithSchema, type FormFieldError, type NamePath } from '../resource-form/field-errors';

export interface WizardStepModel {
  key: string;
  /** Rules of the fields of this step; a step without schema (a summary) always passes. */
  schema?: z.ZodType;
  /**
   * Rules the schema cannot state with their own message (a catalogue error on a field), run
   * on the parsed values once the schema passes: `[{ path, key: 'errors.product.labelExists' }]`.
   */
  check?: (values: Record<string, unknown>) => FieldIssue[];
  /**
   * Whether a field shows on this step, when its top-level name alone cannot tell (a title per
   * language shown on two steps). Asked before the schema's shape; `values` are the wizard's.
   */
  owns?: (path: string, values: Record<string, unknown>) => boolean;
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
  const issues = step.check?.(values) ?? [];
  if (issues.length > 0) return { ok: false, issues };
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
export function stepOfPath(
  steps: readonly WizardStepModel[],
  path: string,
  values: Record<string, unknown> = {},
): number {
  const owner = steps.findIndex((step) => step.owns?.(path, values));
  if (owner >= 0) return owner;
  const head = path.split('.')[0] ?? '';
  const index = steps.findIndex((step) => step.schema instanceof z.ZodObject && head in step.schema.shape);
  return index >= 0 ? index : steps.length - 1;
}

const pathKey = (name: NamePath) => name.join('.');

/**
 * Puts each field error where the user can see it: on its field when the step shows it, else on
 * the first shown field inside it (an issue on `texts` as a whole lands on the first title),
 * else above the buttons.
 */
export function placeFieldErrors(
  errors: readonly FormFieldError[],
  shown: readonly NamePath[],
): { fields: FormFieldError[]; form: string[] } {
  const placed = new Map<string, FormFieldError>();
  const form: string[] = [];
  for (const error of errors) {
    const key = pathKey(error.name);
    const target =
      shown.find((name) => pathKey(name) === key) ?? shown.find((name) => pathKey(name).startsWith(`${key}.`));
    if (!target) {
      for (const text of error.errors) if (!form.includes(text)) form.push(text);
      continue;
    }
    const entry = placed.get(pathKey(target)) ?? { name: target, errors: [] };
    for (const text of error.errors) if (!entry.errors.includes(text)) entry.errors.push(text);
    placed.set(pathKey(target), entry);
  }
  return { fields: [...placed.values()], form };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
