import { SUBSCRIPTION_FILES } from '@seal/shared/contract/subscription';
import type { WizardProgress } from '../../components/wizard/wizard';

/** Where the wizard's progress is kept between reloads (this browser only). */
export const PROGRESS_KEY = 'seal.subscription.progress';

/**
 * The saved progress, or none. Files are not saved (a browser cannot store a chosen file for a
 * later visit): after a reload they are chosen again, which the delegations step says.
 */
export function loadProgress(): WizardProgress | null {
  try {
    const saved = JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? 'null') as WizardProgress | null;
    if (!saved || typeof saved.current !== 'number' || typeof saved.values !== 'object') return null;
    return saved;
  } catch {
    return null;
  }
}

export function saveProgress({ current, values }: WizardProgress) {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([name]) => !(SUBSCRIPTION_FILES as readonly string[]).includes(name)),
  );
  try {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ current, values: kept }));
  } catch {
    // Private browsing or a full storage: the form still works, without resuming.
  }
}

export const clearProgress = () => localStorage.removeItem(PROGRESS_KEY);
