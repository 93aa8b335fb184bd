import { AppError, ERRORS, listOffset, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/help';
import type { NewsItem, NewsRow } from '@seal/shared/contract/help';
import type { SessionCallContext } from '../../rpc/context';
import * as repo from './news.repository';

type In<C> = ParsedInputOf<C>;

const readerOf = (ctx: SessionCallContext): repo.Reader => ({
  accountId: ctx.session.accountId,
  userId: ctx.session.userId,
});

function toRow(
  record: repo.NewsRecord,
  readAt: Date | null,
  language: In<typeof contract.getNews>['language'],
): NewsRow {
  return {
    slug: record.slug,
    title: repo.inLanguage(record.title, language),
    publishedAt: record.publishedAt.toISOString(),
    unread: readAt === null,
  };
}

export async function findNews(ctx: SessionCallContext, input: In<typeof contract.findNews>) {
  const reader = readerOf(ctx);
  const page = await repo.findNews(ctx.db, reader, {
    language: input.language,
    search: input.search,
    unreadOnly: input.filters.unreadOnly === true,
    sort: input.sort?.field ?? 'publishedAt',
    order: input.sort?.order ?? 'desc',
    offset: listOffset(input),
    size: input.size,
  });
  return {
    rows: page.rows.map(({ record, readAt }) => toRow(record, readAt, input.language)),
    total: page.total,
    unread: await repo.countUnread(ctx.db, reader),
  };
}

export async function getNews(ctx: SessionCallContext, input: In<typeof contract.getNews>): Promise<NewsItem> {
  const found = await repo.getNewsBySlug(ctx.db, readerOf(ctx), input.slug);
  if (!found) throw new AppError(ERRORS.help.newsNotFound);
  return {
    ...toRow(found.record, found.readAt, input.language),
    body: repo.inLanguage(found.record.body, input.language),
  };
}

export async function markNewsRead(ctx: SessionCallContext, input: In<typeof contract.markNewsRead>) {
  const reader = readerOf(ctx);
  const found = await repo.getNewsBySlug(ctx.db, reader, input.slug);
  if (!found) throw new AppError(ERRORS.help.newsNotFound);
  await repo.markRead(ctx.db, reader, found.record.id);
  return { unread: await repo.countUnread(ctx.db, reader) };
}
