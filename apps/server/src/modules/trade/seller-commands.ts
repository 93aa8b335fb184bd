import { parseArgs } from 'node:util';
import { AppError, ERRORS, TRADE_STATUS, TRADE_STATUSES, type TradeStatusName } from '@seal/shared';
import type { Db } from '../../db/client';
import * as catalogue from './catalogue/catalogue.repository';
import { addArticle, setAccountPrice, updateArticle, type ArticleInput } from './catalogue/catalogue.service';
import { changeTradeStatus } from './orders/order-status';
import { findOrderByNumber, listOrders } from './orders/orders.repository';
import { DEFAULT_VALIDITY_DAYS, issueQuotation } from './quotations/issue-quotation';
import { recordBankTransfer } from './payments/record-bank-transfer';
import { listQuotations } from './quotations/quotations.repository';

/**
 * The seller's side of trade (docs/operations.md "Trade"): the catalogue, the accounts' prices,
 * issuing quotations and working orders. Each command answers the lines it prints; wrong input
 * throws a UsageError (the usage) or the catalogue's AppError.
 */
export const TRADE_USAGE = `Usage: npm run trade -- <command>
  article add --code <code> --kind seal|consumable|service --name-en <text> --name-fr <text> --name-zh <text>
              --price <cents> --vat <percent> [--weight <grams per unit>]
  article update <code> [--kind ...] [--name-en ...] [--name-fr ...] [--name-zh ...] [--price <cents>]
              [--vat <percent>] [--weight <grams>] [--active true|false]
  article list
  price set <account id> <article code> <cents>
  quote <quotation number> [--validity-days 30] [--price <line>=<cents> ...]
  status <order number> inProgress|ready|shipped|cancelled [--note <text>]
  paid <order number> [--note <text>]
  list quotations|orders [--account <account id>]`;

export class UsageError extends Error {}

const OPTIONS = {
  code: { type: 'string' },
  kind: { type: 'string' },
  'name-en': { type: 'string' },
  'name-fr': { type: 'string' },
  'name-zh': { type: 'string' },
  price: { type: 'string', multiple: true },
  vat: { type: 'string' },
  weight: { type: 'string' },
  active: { type: 'string' },
  'validity-days': { type: 'string' },
  note: { type: 'string' },
  account: { type: 'string' },
} as const;

const integer = (value: string | undefined, what: string) => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`${what} must be a whole number (got "${value}")`);
  return Number(value);
};
const percentToBp = (value: string | undefined) => {
  if (value === undefined) return undefined;
  if (!/^\d+([.,]\d{1,2})?$/.test(value))
    throw new UsageError(`--vat is a percentage such as 20 or 5.5 (got "${value}")`);
  return Math.round(Number(value.replace(',', '.')) * 100);
};
const euros = (cents: number | null) => (cents === null ? '-' : `${(cents / 100).toFixed(2)} EUR`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function runTradeCommand(db: Db, argv: string[], now = new Date()): Promise<string[]> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${TRADE_USAGE}`);
  }
  const {
    positionals: [command, ...rest],
    values,
  } = parsed;
  const single = (name: 'price') => {
    const all = values[name] ?? [];
    if (all.length > 1) throw new UsageError(`--${name} once only`);
    return all[0];
  };
  const articleFields = (): Partial<ArticleInput> => {
    const names = { en: values['name-en'], fr: values['name-fr'], zh: values['name-zh'] };
    const given = Object.fromEntries(Object.entries(names).filter(([, name]) => name !== undefined));
    const fields: Partial<ArticleInput> = {
      kind: values.kind as ArticleInput['kind'] | undefined,
      unitPriceCents: integer(single('price'), '--price'),
      vatRateBp: percentToBp(values.vat),
      unitWeightGrams: integer(values.weight, '--weight'),
      active: values.active === undefined ? undefined : values.active === 'true',
      ...(Object.keys(given).length > 0 ? { names: given as ArticleInput['names'] } : {}),
    };
    return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  };
  const articleLine = (a: catalogue.ArticleRecord) =>
    `${a.code}\t${a.kind}\t${a.names.en}\t${euros(a.unitPriceCents)}\tVAT ${a.vatRateBp / 100} %\t${a.unitWeightGrams} g${a.active ? '' : '\tinactive'}`;

  switch (`${command ?? ''} ${rest[0] ?? ''}`.trim()) {
    case 'article add': {
      if (rest.length !== 1) break;
      const fields = articleFields();
      const article = await addArticle(db, {
        ...fields,
        code: values.code ?? '',
        unitWeightGrams: fields.unitWeightGrams ?? 0,
      } as ArticleInput);
      return [`Added ${articleLine(article)}`];
    }
    case 'article update': {
      if (rest.length !== 2) break;
      return [`Updated ${articleLine(await updateArticle(db, rest[1]!, articleFields()))}`];
    }
    case 'article list':
      if (rest.length !== 1) break;
      return (await catalogue.listCatalogue(db)).map(articleLine);
    case 'price set': {
      if (rest.length !== 4) break;
      const [, account, code, cents] = rest as [string, string, string, string];
      if (!UUID.test(account)) throw new UsageError('<account id> is a UUID');
      const article = await setAccountPrice(db, account, code, integer(cents, '<cents>')!);
      return [`Price of ${article.code} for account ${account}: ${euros(Number(cents))}`];
    }
    default:
      break;
  }
  switch (command) {
    case 'quote': {
      if (rest.length !== 1) break;
      const prices = new Map<number, number>();
      for (const price of values.price ?? []) {
        const match = /^(\d+)=(\d+)$/.exec(price);
        if (!match) throw new UsageError(`--price is <line>=<cents> (got "${price}")`);
        prices.set(Number(match[1]), Number(match[2]));
      }
      const validityDays = integer(values['validity-days'], '--validity-days') ?? DEFAULT_VALIDITY_DAYS;
      if (validityDays < 1 || validityDays > 365) throw new UsageError('--validity-days is 1 to 365');
      const issued = await issueQuotation(db, { number: rest[0]!, validityDays, prices, now });
      return [
        `Issued ${issued.number}: ${euros(issued.totalExclCents)} excluding tax, ${euros(issued.totalInclCents)} including tax, valid until ${issued.validUntil!.toISOString().slice(0, 10)}`,
      ];
    }
    case 'status': {
      if (rest.length !== 2) break;
      const to = rest[1] as TradeStatusName;
      if (!TRADE_STATUSES.includes(to) || to === 'new')
        throw new UsageError('status is inProgress, ready, shipped or cancelled');
      const order = await orderByNumber(db, rest[0]!);
      const after = await db.transaction((tx) =>
        changeTradeStatus(tx as unknown as Db, {
          accountId: order.accountId,
          orderId: order.id,
          to: TRADE_STATUS[to],
          actor: 'seller',
          note: values.note,
        }),
      );
      return [
        `${order.number}: trade status ${TRADE_STATUSES[order.tradeStatus]} -> ${TRADE_STATUSES[after.tradeStatus]}, pay status ${after.payStatus}`,
      ];
    }
    case 'paid': {
      if (rest.length !== 1) break;
      const order = await orderByNumber(db, rest[0]!);
      const after = await db.transaction((tx) =>
        recordBankTransfer(tx as unknown as Db, {
          accountId: order.accountId,
          orderId: order.id,
          note: values.note,
          now: new Date(),
        }),
      );
      return [`${order.number}: paid by bank transfer; trade status ${TRADE_STATUSES[after.tradeStatus]}`];
    }
    case 'list': {
      if (rest.length !== 1 || !['quotations', 'orders'].includes(rest[0]!)) break;
      if (values.account !== undefined && !UUID.test(values.account)) throw new UsageError('--account is a UUID');
      const page = { accountId: values.account, size: 100, offset: 0 };
      if (rest[0] === 'quotations') {
        const { rows } = await listQuotations(db, { ...page, now });
        return rows.map(
          ({ quotation: q }) =>
            `${q.number}\t${q.status}\t${q.requestedAt.toISOString().slice(0, 10)}\t${euros(q.totalInclCents)}\t${q.accountId}`,
        );
      }
      const { rows } = await listOrders(db, page);
      return rows.map(
        (o) =>
          `${o.number}\ttype ${o.type}\tpay ${o.payStatus}\ttrade ${TRADE_STATUSES[o.tradeStatus]}\t${euros(o.totalInclCents)}\t${o.accountId}`,
      );
    }
    default:
      break;
  }
  throw new UsageError(TRADE_USAGE);
}

async function orderByNumber(db: Db, number: string) {
  const order = await findOrderByNumber(db, number);
  if (!order) throw new AppError(ERRORS.common.notFound, { order: number });
  return order;
}
