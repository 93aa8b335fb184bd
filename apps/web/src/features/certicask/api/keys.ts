/** Cache keys of the cask certification screens; a change refreshes its kind's `all`. */
export const caskKeys = {
  all: ['certicask'] as const,
  plots: ['certicask', 'plots'] as const,
  plot: (id: string) => ['certicask', 'plots', id] as const,
  providers: ['certicask', 'providers'] as const,
  provider: (id: string) => ['certicask', 'providers', id] as const,
  providerOptions: ['certicask', 'providers', 'options'] as const,
  containers: ['certicask', 'containers'] as const,
  container: (id: string) => ['certicask', 'containers', id] as const,
  licences: ['certicask', 'licences'] as const,
  revocable: ['certicask', 'licences', 'revocable'] as const,
  offer: ['certicask', 'offer'] as const,
  orders: ['certicask', 'orders'] as const,
  certificates: ['certicask', 'certificates'] as const,
};
