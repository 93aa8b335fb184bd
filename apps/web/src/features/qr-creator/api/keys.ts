/** Cache keys of the QR creator's screens; creating or removing a set refreshes `all`. */
export const qrCreatorKeys = {
  all: ['qr-creator'] as const,
  sets: ['qr-creator', 'sets'] as const,
  products: ['qr-creator', 'products'] as const,
  preview: ['qr-creator', 'preview'] as const,
};
