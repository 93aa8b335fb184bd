import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS, PAY_STATUS, TRADE_STATUS, trade } from '@seal/shared';
import { dataOf } from '../../test/calls';
import { migratedDataDir, operatorEnv, runCommandProcess } from '../../test/server-process';
import { useTestApp } from '../../test/use-test-app';
import { tradeArticles, tradeOrders, tradePrices } from '../db/schema';
import { requestWithCode, tradeFixtures } from '../modules/trade/api-test-support';
import { runTradeCommand, UsageError } from '../modules/trade/seller-commands';

const t = await useTestApp();
const db = t.database.db;
const f = await tradeFixtures(t);
const run = (...argv: string[]) => runTradeCommand(db, argv);
const code = `CLI-${Date.now().toString(36)}`.toUpperCase();

async function requested(quantity = 100) {
  const input = {
    lines: [
      { articleId: f.articles.seal.id, productId: f.productId, quantity, qrType: 'digitalLinkQr' as const },
      { articleId: f.articles.service.id, quantity: 1, qrType: 'none' as const },
    ],
    termsAccepted: true as const,
  };
  return dataOf(trade.request, await requestWithCode(t, f.user.call, f.user.email, input));
}

describe('npm run trade -- article', () => {
  it('adds, updates and lists an article', async () => {
    const added = await run(
      'article',
      'add',
      '--code',
      code,
      '--kind',
      'seal',
      '--name-en',
      'Seals',
      '--name-fr',
      'Scellés',
      '--name-zh',
      '封条',
      '--price',
      '3',
      '--vat',
      '5.5',
      '--weight',
      '2',
    );
    expect(added).toEqual([`Added ${code}\tseal\tSeals\t0.03 EUR\tVAT 5.5 %\t2 g`]);
    const [row] = await db.select().from(tradeArticles).where(eq(tradeArticles.code, code));
    expect(row).toMatchObject({ vatRateBp: 550, unitPriceCents: 3, names: { en: 'Seals', fr: 'Scellés', zh: '封条' } });
    expect(await run('article', 'update', code, '--price', '4', '--active', 'false')).toEqual([
      `Updated ${code}\tseal\tSeals\t0.04 EUR\tVAT 5.5 %\t2 g\tinactive`,
    ]);
    expect(await run('article', 'list')).toContain(`${code}\tseal\tSeals\t0.04 EUR\tVAT 5.5 %\t2 g\tinactive`);
  });

  it('refuses a code already used, a missing name and a bad VAT rate', async () => {
    const base = [
      'article',
      'add',
      '--code',
      f.articles.seal.code,
      '--kind',
      'seal',
      '--name-en',
      'a',
      '--name-fr',
      'b',
      '--name-zh',
      'c',
      '--price',
      '1',
      '--vat',
      '20',
    ];
    await expect(run(...base)).rejects.toMatchObject({ error: ERRORS.trade.articleCodeUsed });
    await expect(
      run('article', 'add', '--code', 'X1', '--kind', 'seal', '--price', '1', '--vat', '20'),
    ).rejects.toMatchObject({
      error: ERRORS.common.validation,
    });
    await expect(run(...base.slice(0, -1), 'twenty')).rejects.toBeInstanceOf(UsageError);
    await expect(run('article', 'update', 'NO-SUCH-CODE', '--price', '1')).rejects.toMatchObject({
      error: ERRORS.common.notFound,
    });
  });
});

describe('npm run trade -- price, quote, status, paid, list', () => {
  it("sets an account's price, which the quote then uses; --price replaces a line's", async () => {
    expect(await run('price', 'set', f.seeded.accountId, f.articles.seal.code, '5')).toEqual([
      `Price of ${f.articles.seal.code} for account ${f.seeded.accountId}: 0.05 EUR`,
    ]);
    const [price] = await db.select().from(tradePrices).where(eq(tradePrices.articleId, f.articles.seal.id));
    expect(price).toMatchObject({ accountId: f.seeded.accountId, unitPriceCents: 5 });
    const quotation = await requested(100);
    const [line] = await run('quote', quotation.number, '--validity-days', '10', '--price', '2=10000');
    expect(line).toMatch(
      new RegExp(
        `^Issued ${quotation.number}: 105.00 EUR excluding tax, 126.00 EUR including tax, valid until \\d{4}-\\d{2}-\\d{2}$`,
      ),
    );
    const issued = dataOf(trade.getQuotation, await f.user.call(trade.getQuotation, { quotationId: quotation.id }));
    expect(issued.lines.map((l) => l.unitPriceCents)).toEqual([5, 10000]);
    expect(Math.round((Date.parse(issued.validUntil!) - Date.parse(issued.issuedAt!)) / 86_400_000)).toBe(10);
    await expect(run('quote', quotation.number)).rejects.toMatchObject({ error: ERRORS.trade.quotationNotOpen });
  });

  it('refuses a price for an unknown account or line', async () => {
    await expect(
      run('price', 'set', '00000000-0000-4000-8000-000000000000', f.articles.seal.code, '5'),
    ).rejects.toMatchObject({
      error: ERRORS.common.notFound,
    });
    const quotation = await requested();
    await expect(run('quote', quotation.number, '--price', '9=100')).rejects.toMatchObject({
      error: ERRORS.common.notFound,
    });
    await expect(run('quote', quotation.number, '--price', 'one=100')).rejects.toBeInstanceOf(UsageError);
  });

  it('records a bank transfer, works the order through to shipped, and refuses a change the table does not allow', async () => {
    const quotation = await requested();
    await run('quote', quotation.number);
    const { orderId } = dataOf(trade.accept, await f.user.call(trade.accept, { quotationId: quotation.id }));
    const [order] = await db.select().from(tradeOrders).where(eq(tradeOrders.id, orderId));
    await expect(run('status', order!.number, 'shipped')).rejects.toMatchObject({
      error: ERRORS.trade.transitionRefused,
    });
    expect(await run('paid', order!.number)).toEqual([
      `${order!.number}: paid by bank transfer; trade status inProgress`,
    ]);
    const paid = dataOf(trade.getOrder, await f.user.call(trade.getOrder, { orderId }));
    expect(paid.payments.map((p) => [p.provider, p.status, p.amountCents])).toEqual([
      ['bankTransfer', 'succeeded', order!.totalInclCents],
    ]);
    expect(await run('status', order!.number, 'ready', '--note', 'packed')).toEqual([
      `${order!.number}: trade status inProgress -> ready, pay status ${PAY_STATUS.paid}`,
    ]);
    await run('status', order!.number, 'shipped');
    const after = dataOf(trade.getOrder, await f.user.call(trade.getOrder, { orderId }));
    expect(after).toMatchObject({ payStatus: PAY_STATUS.paid, tradeStatus: TRADE_STATUS.shipped });
    expect(after.history.filter((h) => h.by === 'seller').map((h) => [h.field, h.to, h.note])).toEqual([
      ['pay', PAY_STATUS.paid, 'bank transfer'],
      ['trade', TRADE_STATUS.inProgress, 'bank transfer'],
      ['trade', TRADE_STATUS.ready, 'packed'],
      ['trade', TRADE_STATUS.shipped, null],
    ]);
    await expect(run('status', order!.number, 'new')).rejects.toBeInstanceOf(UsageError);
    await expect(run('paid', 'O1999-000001')).rejects.toMatchObject({ error: ERRORS.common.notFound });
    const listed = await run('list', 'orders', '--account', f.seeded.accountId);
    expect(listed.some((row) => row.startsWith(`${order!.number}\t`) && row.includes('trade shipped'))).toBe(true);
    const quotations = await run('list', 'quotations');
    expect(quotations.some((row) => row.startsWith(`${quotation.number}\taccepted`))).toBe(true);
  });

  it('prints the usage for an unknown command', async () => {
    await expect(run('frobnicate')).rejects.toThrow(/Usage: npm run trade/);
    await expect(run('list', 'invoices')).rejects.toBeInstanceOf(UsageError);
  });
});

describe('npm run trade (the command itself)', () => {
  const dataDir = migratedDataDir(fs.mkdtempSync(path.join(os.tmpdir(), 'seal-trade-cli-')));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // The migrated template, as a first start copies it: the command opens it, no initdb nor migrations.
  const runCli = (args: string[]) => runCommandProcess('trade.ts', args, operatorEnv({ DATA_DIR: dataDir }));

  it(
    'adds an article on the operator database, and refuses a quote of an unknown number with its catalogue key',
    { timeout: 300_000 },
    async () => {
      const added = await runCli([
        'article',
        'add',
        '--code',
        'REEL-1',
        '--kind',
        'consumable',
        '--name-en',
        'Reel',
        '--name-fr',
        'Bobine',
        '--name-zh',
        '卷',
        '--price',
        '1500',
        '--vat',
        '20',
        '--weight',
        '300',
      ]);
      expect(added.stderr).toBe('');
      expect(added.stdout).toBe('Added REEL-1\tconsumable\tReel\t15.00 EUR\tVAT 20 %\t300 g\n');
      expect(added.code).toBe(0);
      const refused = await runCli(['quote', 'Q1999-000001']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Refused: common.notFound');
    },
  );
});
