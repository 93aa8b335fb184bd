/** What a wizard keeps of a form not yet saved: the step the user was on and every value typed. */
export interface WizardDraft {
  step: number;
  values: Record<string, unknown>;
  /** When it was kept (ISO), shown when offering to continue it. */
  savedAt?: string;
}

/** Where a wizard's draft lives (the server's draftModel, for the forms that have one). */
export interface WizardDraftStore {
  /** The draft kept earlier, or null. */
  load: () => Promise<WizardDraft | null>;
  save: (draft: WizardDraft) => Promise<unknown>;
  /** Throws it away: the user starts again, or the form was saved. */
  discard: () => Promise<unknown>;
  /** How long typing must pause before the draft is saved (ms, default 2500). */
  delayMs?: number;
}

export const DRAFT_DELAY_MS = 2500;

export interface DraftSaver {
  /** Told the wizard's step and values at each change: saved at once on a step change, else after a pause. */
  update: (draft: WizardDraft) => void;
  /** Saves what is pending now (the page is left). */
  flush: () => void;
  /** Nothing more is saved (the form was saved or the draft thrown away). */
  stop: () => void;
}

/** Values as they are stored: JSON, without the undefined of untouched fields. */
const serialise = (draft: WizardDraft) => JSON.stringify({ step: draft.step, values: draft.values });

/**
 * Keeps a wizard's draft as the user goes, without saving on every keystroke: the first state it
 * is told (the form as opened) is the baseline and is not saved; a change of step is saved at
 * once; typing is saved once it pauses `delayMs`; a state equal to the last one saved is not sent
 * again. A failed save is ignored: the next change tries again.
 */
export function createDraftSaver(save: (draft: WizardDraft) => Promise<unknown>, delayMs = DRAFT_DELAY_MS): DraftSaver {
  let last: string | undefined;
  let lastStep: number | undefined;
  let pending: WizardDraft | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const send = () => {
    clear();
    const draft = pending;
    pending = undefined;
    if (!draft || stopped) return;
    const text = serialise(draft);
    if (text === last) return;
    last = text;
    const values = JSON.parse(text) as { step: number; values: Record<string, unknown> };
    save(values).catch(() => {
      if (last === text) last = undefined;
    });
  };

  return {
    update(draft) {
      if (stopped) return;
      if (last === undefined && lastStep === undefined) {
        last = serialise(draft);
        lastStep = draft.step;
        return;
      }
      pending = draft;
      const stepChanged = draft.step !== lastStep;
      lastStep = draft.step;
      clear();
      if (stepChanged) send();
      else timer = setTimeout(send, delayMs);
    },
    flush: send,
    stop() {
      stopped = true;
      pending = undefined;
      clear();
    },
  };
}
