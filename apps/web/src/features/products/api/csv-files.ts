/** The product CSV files, downloaded by the browser with the session cookie (REST, not RPC). */
export const CSV_TEMPLATE_URL = '/api/products/csv-template';

export const exportCsvUrl = (archived: boolean) => `/api/products/export.csv${archived ? '?archived=true' : ''}`;
