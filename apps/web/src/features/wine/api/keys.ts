/** Cache keys of the wine screens; saving or removing anything refreshes `all`. */
export const wineKeys = {
  all: ['wine'] as const,
  estates: ['wine', 'estates'] as const,
  estate: (id: string) => ['wine', 'estate', id] as const,
  /** The estates as options of a select (the wine form, the list's filter). */
  estateOptions: ['wine', 'estate-options'] as const,
  wines: ['wine', 'wines'] as const,
  wine: (id: string) => ['wine', 'wine', id] as const,
};
