export const qrnutriKeys = {
  all: ['qrnutri'],
  lists: ['qrnutri', 'list'],
  sheet: (sheetId: string) => ['qrnutri', 'sheet', sheetId],
  products: ['qrnutri', 'products'],
} as const;
