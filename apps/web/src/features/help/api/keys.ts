/** Cache keys of the help area; the dashboard's news widget shares `news` (features/home/api/news-methods.ts). */
export const helpKeys = {
  news: ['news'] as const,
  newsList: (language: string) => ['news', 'list', language] as const,
  newsItem: (slug: string, language: string) => ['news', 'item', slug, language] as const,
  supportContact: ['help', 'supportContact'] as const,
  tour: ['help', 'tour'] as const,
};
