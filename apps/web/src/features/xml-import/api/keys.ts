/** Cache keys of the XML import area. */
export const xmlImportKeys = {
  all: ['xml-import'],
  lists: ['xml-import', 'list'],
  detail: (importId: string) => ['xml-import', 'detail', importId],
} as const;
