import { z } from 'zod';
import { AppError, ARTICLE_KINDS, ERRORS } from '@seal/shared';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/unique-violation';
import * as repo from './catalogue.repository';

/** A catalogue article as the seller writes it (`npm run trade -- article add|update`). */
export const zArticle = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9._-]{0,39}$/i),
  kind: z.enum(ARTICLE_KINDS),
  names: z.object({
    en: z.string().trim().min(1).max(200),
    fr: z.string().trim().min(1).max(200),
    zh: z.string().trim().min(1).max(200),
  }),
  unitPriceCents: z.number().int().min(0).max(100_000_000),
  /** Hundredths of a percent: 2000 = 20 %. */
  vatRateBp: z.number().int().min(0).max(10_000),
  unitWeightGrams: z.number().int().min(0).max(1_000_000),
  active: z.boolean().default(true),
});
export type ArticleInput = z.input<typeof zArticle>;

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success)
    throw new AppError(ERRORS.common.validation, {
      fields: parsed.error.issues.map((issue) => issue.path.join('.')).join(', '),
    });
  return parsed.data;
}

export async function addArticle(db: Db, input: ArticleInput) {
  const article = parse(zArticle, input);
  try {
    return await repo.insertArticle(db, article);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ERRORS.trade.articleCodeUsed, { code: article.code });
    throw error;
  }
}

/** Changes what is given of an article; the lines already quoted or ordered keep their prices. */
export async function updateArticle(db: Db, code: string, changes: Partial<ArticleInput>) {
  const before = await repo.findArticleByCode(db, code);
  if (!before) throw new AppError(ERRORS.common.notFound, { code });
  const article = parse(zArticle, { ...before, ...changes, names: { ...before.names, ...changes.names } });
  return repo.updateArticle(db, before.id, article);
}

/** An account's own price of an article (its price list). */
export async function setAccountPrice(db: Db, accountId: string, code: string, unitPriceCents: number) {
  const article = await repo.findArticleByCode(db, code);
  if (!article) throw new AppError(ERRORS.common.notFound, { code });
  parse(zArticle.shape.unitPriceCents, unitPriceCents);
  if (!(await repo.accountExists(db, accountId))) throw new AppError(ERRORS.common.notFound, { account: accountId });
  await repo.setPrice(db, accountId, article.id, unitPriceCents);
  return article;
}
