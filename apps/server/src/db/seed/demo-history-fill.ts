import { sql } from 'drizzle-orm';
import { detectAnomalies } from '../../modules/anomalies/detect-anomalies';
import { rebuildConsultationRollup } from '../../modules/statistics/rollup-rebuild';
import type { Db } from '../client';
import { rowsOf } from '../rows';
import { historyAccount, historySeals } from './consultation-history-seals';
import {
  HISTORY_DAYS,
  HISTORY_SEALS,
  historyDayStart,
  insertHistoryDays,
  insertHistoryPatterns,
  recountHistorySeals,
  type HistoryContext,
} from './consultation-history';
import { seedDemoTradeLater } from './demo';
import { demoSealSerial } from './seals';

/*
 * The start-up demo's year of consultations, filled in behind the running server (docs/statistics.md
 * "Demo history"): seedDemo writes the history's seals with the rest of the demo, and this fills in
 * their consultations in short steps, each one transaction that first checks whether it is already
 * done. A stop or a crash half way loses nothing and duplicates nothing: the next start goes on
 * from the first step not done. The steps: the demo's trade and cask certification (seedDemo leaves
 * them here: their invoices' PDFs take seconds); the days, a fortnight at a time, oldest first; the
 * crafted anomaly patterns; then the seals' counters and the rollup rebuilt, and the anomaly
 * watermark moved back to the history's first day, in one transaction (its mark: the rollup
 * holds that day); last, one anomaly scan over the year.
 */

/** Days per step: each step's statements stay short, so the server answers between them. */
const STEP_DAYS = 14;
/**
 * A pause between steps: the requests that queued behind a step's transaction (a login, a page)
 * run whole before the next step takes the database again.
 */
const STEP_PAUSE_MS = 25;
/** One filler at a time, whichever server runs it (PostgreSQL; PGlite has a single process). */
const FILL_LOCK = sql`select pg_advisory_xact_lock(hashtext('seal-demo-history'))`;

interface Step {
  done(tx: Db): Promise<boolean>;
  run(tx: Db): Promise<void>;
}

/** Percent done of the histories being filled by this process, by account. */
const progress = new Map<string, number>();

/** How far the demo history of `accountId` is (0 to 99), while this server fills it in; null otherwise. */
export function demoHistoryProgress(accountId: string): number | null {
  return progress.get(accountId) ?? null;
}

const exists = async (tx: Db, query: ReturnType<typeof sql>) =>
  rowsOf<{ found: boolean }>(await tx.execute(sql`select exists (${query}) as found`))[0]!.found;

function steps(context: HistoryContext): Step[] {
  const { accountId, block, now } = context;
  const start = demoSealSerial('inactive', block);
  const historySerials = sql`serial between ${start + HISTORY_SEALS.main[0]} and ${start + HISTORY_SEALS.targeted[1]}`;
  // First the demo's trade, whose invoices' PDFs take seconds (seedDemo left it for this fill).
  const list: Step[] = [
    {
      done: (tx) => exists(tx, sql`select 1 from trade_orders where account_id = ${accountId}`),
      run: (tx) => seedDemoTradeLater(tx, accountId, block, now),
    },
  ];
  for (let from = 0; from < HISTORY_DAYS; from += STEP_DAYS) {
    const to = Math.min(from + STEP_DAYS, HISTORY_DAYS) - 1;
    const since = historyDayStart(now, from).toISOString();
    const until = historyDayStart(now, to + 1).toISOString();
    list.push({
      // The generated consultations carry a user agent; the crafted patterns do not.
      done: (tx) =>
        exists(
          tx,
          sql`select 1 from seal_consultations where account_id = ${accountId} and ${historySerials}
            and created_at >= ${since}::timestamptz and created_at < ${until}::timestamptz and user_agent is not null`,
        ),
      run: (tx) => insertHistoryDays(tx, context, from, to),
    });
  }
  list.push({
    done: (tx) =>
      exists(
        tx,
        sql`select 1 from seal_consultations where account_id = ${accountId} and ${historySerials}
          and ip = '100.99.1.20'::inet`,
      ),
    run: (tx) => insertHistoryPatterns(tx, context),
  });
  const firstDay = historyDayStart(now, 0);
  list.push({
    done: (tx) => finished(tx, accountId, firstDay),
    async run(tx) {
      await recountHistorySeals(tx, accountId, block);
      await rebuildConsultationRollup(tx, { accountId });
      // The consultations were written in the past: the next scan reads the year again (a signal
      // already stored is not stored twice).
      await tx.execute(sql`update anomaly_scan set scanned_until = least(scanned_until, ${firstDay.toISOString()}::timestamptz)
        where id = 1`);
    },
  });
  return list;
}

/** The last step's mark: the rollup holds the history's first day, which only the history fills. */
const finished = (db: Db, accountId: string, firstDay: Date) =>
  exists(
    db,
    sql`select 1 from consultation_daily where account_id = ${accountId}
      and day = ${firstDay.toISOString().slice(0, 10)}::date`,
  );

export interface HistoryFill {
  /** Resolves when the history is complete or the fill stopped; false when stopped half way. */
  done: Promise<boolean>;
  /** Stops after the step under way (its transaction commits or rolls back whole). */
  stop(): Promise<boolean>;
}

export interface FillOptions {
  /** The demo block of the account to fill (0, the start-up demo's). */
  block?: number;
  /** Cuts the fill short after that many steps, as a stop half way does. */
  maxSteps?: number;
  /** Awaited before each step: the server lets the requests under way pass first (http/request-activity.ts). */
  beforeStep?: () => Promise<void>;
}

/**
 * Fills in the demo history of the account whose demo block is `block`, if it has the history's
 * seals and the history is not complete; a complete one costs two indexed reads.
 */
export function fillDemoHistory(db: Db, { block = 0, maxSteps = Infinity, beforeStep }: FillOptions = {}): HistoryFill {
  let stopping = false;
  const run = async () => {
    const target = await historyAccount(db, block);
    if (!target || (await finished(db, target.accountId, historyDayStart(target.anchor, 0)))) return true;
    const { accountId, anchor } = target;
    const context = { accountId, block, now: anchor, seals: await historySeals(db, accountId, block) };
    const list = steps(context);
    try {
      for (const [index, step] of list.entries()) {
        if (stopping || index >= maxSteps) return false;
        // The last share is the anomaly scan's.
        progress.set(accountId, Math.floor((100 * index) / (list.length + 1)));
        await beforeStep?.();
        if (stopping) return false;
        await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          await tx.execute(FILL_LOCK);
          if (!(await step.done(tx))) await step.run(tx);
        });
        await new Promise((resolve) => setTimeout(resolve, STEP_PAUSE_MS));
      }
      progress.set(accountId, Math.floor((100 * list.length) / (list.length + 1)));
      await beforeStep?.();
      await detectAnomalies(db, { until: new Date() });
      return true;
    } finally {
      progress.delete(accountId);
    }
  };
  const done = run();
  return {
    done,
    stop() {
      stopping = true;
      return done;
    },
  };
}
