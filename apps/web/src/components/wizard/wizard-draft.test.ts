import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftSaver, type WizardDraft } from './wizard-draft';

describe('the wizard draft saver', () => {
  let saved: WizardDraft[];
  const save = (draft: WizardDraft) => {
    saved.push(draft);
    return Promise.resolve();
  };
  beforeEach(() => {
    saved = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('does not save the form as it was opened', () => {
    const saver = createDraftSaver(save, 1000);
    saver.update({ step: 0, values: { name: '' } });
    saver.update({ step: 0, values: { name: '' } });
    vi.advanceTimersByTime(5000);
    expect(saved).toEqual([]);
  });

  it('saves typing once it pauses, with the last values only', () => {
    const saver = createDraftSaver(save, 1000);
    saver.update({ step: 0, values: {} });
    saver.update({ step: 0, values: { name: 'Ch' } });
    vi.advanceTimersByTime(500);
    saver.update({ step: 0, values: { name: 'Château' } });
    vi.advanceTimersByTime(999);
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saved).toEqual([{ step: 0, values: { name: 'Château' } }]);
  });

  it('saves at once when the step changes, and drops undefined values', () => {
    const saver = createDraftSaver(save, 1000);
    saver.update({ step: 0, values: {} });
    saver.update({ step: 1, values: { name: 'Château', cru: undefined } });
    expect(saved).toEqual([{ step: 1, values: { name: 'Château' } }]);
  });

  it('does not send the same draft twice', () => {
    const saver = createDraftSaver(save, 1000);
    saver.update({ step: 0, values: {} });
    saver.update({ step: 1, values: { name: 'A' } });
    saver.update({ step: 1, values: { name: 'A' } });
    vi.advanceTimersByTime(2000);
    expect(saved).toHaveLength(1);
  });

  it('flushes what is pending when the page is left', () => {
    const saver = createDraftSaver(save, 1000);
    saver.update({ step: 0, values: {} });
    saver.update({ step: 0, values: { name: 'Pending' } });
    saver.flush();
    expect(saved).toEqual([{ step: 0, values: { name: 'Pending' } }]);
  });

  it('saves nothing more once stopped (the form was saved)', () => {
    const saver = createDraftSaver(save, 1000);
    saver.update({ step: 0, values: {} });
    saver.update({ step: 0, values: { name: 'Gone' } });
    saver.stop();
    saver.flush();
    saver.update({ step: 2, values: { name: 'Gone' } });
    vi.advanceTimersByTime(2000);
    expect(saved).toEqual([]);
  });

  it('tries again after a failed save', async () => {
    let fail = true;
    const attempts: WizardDraft[] = [];
    const saver = createDraftSaver((draft) => {
      attempts.push(draft);
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
    }, 1000);
    saver.update({ step: 0, values: {} });
    saver.update({ step: 1, values: { name: 'A' } });
    await Promise.resolve();
    fail = false;
    saver.update({ step: 1, values: { name: 'A' } });
    vi.advanceTimersByTime(1000);
    expect(attempts).toHaveLength(2);
  });
});
