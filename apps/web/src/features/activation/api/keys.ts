/** Cache keys of the activation area: a write refreshes `all` (both lists, and the checks). */
export const activationKeys = {
  all: ['activation'],
  activations: ['activation', 'activations'],
  cancellations: ['activation', 'cancellations'],
  check: (kind: 'activation' | 'cancellation', input: unknown) => ['activation', 'check', kind, input],
  productOptions: ['activation', 'products'],
  product: (productId: string) => ['activation', 'product', productId],
} as const;
