/** Cache keys of the seal-history area: a state change refreshes everything of its seal. */
export const sealHistoryKeys = {
  seal: (ref: string) => ['seal-history', ref] as const,
  data: (ref: string, language: string) => ['seal-history', ref, 'data', language] as const,
  history: (ref: string, from: string, to: string) => ['seal-history', ref, 'history', from, to] as const,
  events: (ref: string) => ['seal-history', ref, 'events'] as const,
  certificates: (ref: string) => ['seal-history', ref, 'certificates'] as const,
};
