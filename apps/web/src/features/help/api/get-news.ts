import { queryOptions, useQuery } from '@tanstack/react-query';
import { help, type Language } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { helpKeys } from './keys';

export const getNews = (slug: string, language: Language, signal?: AbortSignal) =>
  rpc(help.getNews, { slug, language }, { signal });

export const newsItemQueryOptions = (slug: string, language: Language) =>
  queryOptions({
    queryKey: helpKeys.newsItem(slug, language),
    queryFn: ({ signal }) => getNews(slug, language, signal),
    // The page says an unknown item is not found; no toast besides.
    meta: { silent: true },
  });

export const useNewsItem = (slug: string, language: Language) => useQuery(newsItemQueryOptions(slug, language));
