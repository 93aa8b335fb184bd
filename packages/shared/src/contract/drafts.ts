import { z } from 'zod';
import { defineMethod } from './define';

/**
 * Drafts of long forms (docs/drafts.md): what a user has typed in a form not yet saved, kept on
 * the server as they go, so that coming back (after a reload, on another day, after a new login)
 * offers to continue it or to start again (spec 000 section 4: "an unsaved wine form can be
 * restored or continued"). A draft is the user's own: nobody else reads it, and it names no
 * other account's data. The Wizard keeps it (`draft` option); saving or discarding ends it.
 */
export const DRAFT_FORMS = ['wine'] as const;
export type DraftForm = (typeof DRAFT_FORMS)[number];

/** `new` for a form creating something, else the id of what it edits. */
export const DRAFT_KEY_PATTERN = /^(new|[0-9a-f-]{36})$/;
/** The JSON of a draft's values is at most this long (common.tooLarge beyond). */
export const DRAFT_MAX_BYTES = 256 * 1024;

const zDraftAddress = { form: z.enum(DRAFT_FORMS), key: z.string().regex(DRAFT_KEY_PATTERN) };

export interface Draft {
  form: DraftForm;
  key: string;
  /** The step the user was on. */
  step: number;
  values: Record<string, unknown>;
  savedAt: string;
}

/** The caller's draft of the form, or null. */
export const getDraft = defineMethod<Draft | null>()({
  model: 'draftModel',
  name: 'get',
  access: 'session',
  input: z.object(zDraftAddress),
});

/**
 * Keeps what the user typed (replacing the draft's previous values). Not recorded in the action
 * log: a draft is the user's scratch copy, written every few seconds while they type; the change
 * it leads to is logged when the form is saved.
 */
export const saveDraft = defineMethod<{ savedAt: string }>()({
  model: 'draftModel',
  name: 'save',
  access: 'session',
  input: z.object({
    ...zDraftAddress,
    step: z.number().int().min(0).max(20),
    values: z.record(z.string(), z.unknown()),
  }),
});

/** Throws the caller's draft away (the user starts again, or the form was saved). */
export const discardDraft = defineMethod<{ discarded: boolean }>()({
  model: 'draftModel',
  name: 'discard',
  access: 'session',
  input: z.object(zDraftAddress),
});
