import { detectCode, type DetectedCode } from '@seal/shared';
import type { PrivateConsultationState } from '@seal/shared/contract/seal-history';

export interface SearchTarget {
  id: string;
  path: string;
  labelKey: string;
  /** The menu section's label also matches ("statistics" finds the map), but is not shown. */
  sectionKey?: string;
  state?: Record<string, unknown>;
}

export type Suggestion =
  | { kind: 'page'; id: string; label: string; path: string; state?: Record<string, unknown> }
  | { kind: 'code'; id: string; code: string; codeKind: DetectedCode };

export const PRIVATE_CONSULTATION_PATH = '/privateconsultation';

/** Lower case without accents, so "reglages" finds "Réglages". */
export const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * Suggestions for the typed text: a word shaped like a code first (when the user may verify
 * codes), then every page whose translated label contains each typed word.
 */
export function buildSuggestions(
  query: string,
  pages: readonly SearchTarget[],
  translate: (key: string) => string,
  canVerifyCodes: boolean,
  limit = 12,
): Suggestion[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const codes: Suggestion[] = [];
  if (canVerifyCodes) {
    for (const word of query.trim().split(/\s+/)) {
      const codeKind = detectCode(word);
      if (codeKind) codes.push({ kind: 'code', id: `code:${word}`, code: word.toUpperCase(), codeKind });
    }
  }
  const matches = pages.flatMap((page): Suggestion[] => {
    const label = translate(page.labelKey);
    const haystack = normalize(page.sectionKey ? `${label} ${translate(page.sectionKey)}` : label);
    return words.every((word) => haystack.includes(word))
      ? [{ kind: 'page', id: page.id, label, path: page.path, ...(page.state ? { state: page.state } : {}) }]
      : [];
  });
  return [...codes, ...matches].slice(0, limit);
}

/**
 * Where a suggestion leads, with its navigation state: private consultation reads the code as
 * `ref` (PrivateConsultationState), as the dashboard box and the notifications send it.
 */
export function suggestionTarget(suggestion: Suggestion): { path: string; state?: Record<string, unknown> } {
  if (suggestion.kind === 'code') {
    const state: PrivateConsultationState & { codeKind: DetectedCode } = {
      ref: suggestion.code,
      codeKind: suggestion.codeKind,
    };
    return { path: PRIVATE_CONSULTATION_PATH, state };
  }
  return { path: suggestion.path, ...(suggestion.state ? { state: suggestion.state } : {}) };
}
