import { ERRORS } from '@seal/shared';
import { isConsultationError } from '@seal/shared/contract/seal-history';
import type { Db } from '../client';
import { consumerForms, sealConsultationCounts, sealConsultations } from '../schema';
import type { DemoData } from './demo-data';
import { daysBefore, DEMO_DAYS_AGO } from './demo-timeline';
import { demoSealReference, demoSealSerial, type DemoProducts, type DemoSeal } from './seals';

const C = ERRORS.consultation;

/** A consultation of the demo: when (days before the load, or a date), its outcome and who asked. */
interface Visit {
  daysAgo: number | Date;
  outcome: number;
  country: string;
  language: string;
}

/** Phones, from the documentation address ranges (RFC 5737): no real consumer. */
const CONSUMERS: Record<string, { ip: string; userAgent: string }> = {
  FR: {
    ip: '192.0.2.10',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  },
  CN: {
    ip: '198.51.100.23',
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
  },
  US: {
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 Chrome/125.0 Mobile Safari/537.36',
  },
};

const valid = (daysAgo: number | Date, country = 'FR', language = 'fr'): Visit => ({
  daysAgo,
  outcome: C.valid.code,
  country,
  language,
});

/**
 * The demo seals' consultations: the suspect seal was consulted 5 times (its product's suspect
 * threshold) and the fraudulent one 10 times (the fraudulent threshold), each time before the
 * state change the threshold caused (seeded by seals.ts at the same days, a minute later).
 */
const VISITS: Partial<Record<DemoSeal, Visit[]>> = {
  activeWithThresholds: [
    valid(60),
    { daysAgo: 45, outcome: C.invalidCaptcha.code, country: 'FR', language: 'fr' },
    valid(20, 'CN', 'zh'),
  ],
  suspect: [valid(40), valid(36, 'US', 'en'), valid(32), valid(28, 'US', 'en'), valid(DEMO_DAYS_AGO.suspect)],
  fraudulent: [
    ...[50, 48, 46, 44].map((days) => valid(days, 'CN', 'zh')),
    valid(DEMO_DAYS_AGO.fraudulentSuspect, 'CN', 'zh'),
    { daysAgo: 35, outcome: C.invalidCcp.code, country: 'CN', language: 'zh' },
    ...[38, 34, 30, 26].map((days) => ({ daysAgo: days, outcome: C.suspect.code, country: 'CN', language: 'zh' })),
    { daysAgo: DEMO_DAYS_AGO.fraudulent, outcome: C.suspect.code, country: 'CN', language: 'zh' },
  ],
  stolen: [valid(50), { daysAgo: 5, outcome: C.stolen.code, country: 'US', language: 'en' }],
  // The consumer was shown a valid seal; the brand sees what it was.
  hiddenStolen: [{ daysAgo: 3, outcome: C.stolenHidden.code, country: 'US', language: 'en' }],
  blocked: [{ daysAgo: 14, outcome: C.blocked.code, country: 'FR', language: 'fr' }],
  cancelled: [valid(70), { daysAgo: 10, outcome: C.cancelled.code, country: 'FR', language: 'fr' }],
  expired: [
    valid(new Date('2019-06-15T10:00:00Z')),
    { daysAgo: new Date('2021-05-02T16:30:00Z'), outcome: C.expired.code, country: 'FR', language: 'fr' },
  ],
};

interface DemoForm {
  seal: DemoSeal;
  daysAgo: number;
  kind: 'contact' | 'feedback';
  requestType: (typeof consumerForms.$inferInsert)['requestType'];
  comment: string;
  country: string;
  language: string;
  position?: { latitude: number; longitude: number };
}

const FORMS: DemoForm[] = [
  {
    seal: 'activeWithThresholds',
    daysAgo: 20,
    kind: 'feedback',
    requestType: 'comment',
    comment: '很好吃！',
    country: 'CN',
    language: 'zh',
    position: { latitude: 31.2304, longitude: 121.4737 },
  },
  {
    seal: 'stolen',
    daysAgo: 5,
    kind: 'contact',
    requestType: 'differentProduct',
    comment: 'Bought at a street market; the box looks different.',
    country: 'US',
    language: 'en',
  },
  {
    seal: 'fraudulent',
    daysAgo: 18,
    kind: 'contact',
    requestType: 'question',
    comment: '这个标签可以查询很多次吗？',
    country: 'CN',
    language: 'zh',
    position: { latitude: 22.5431, longitude: 114.0579 },
  },
];

const PRODUCT_OF: Partial<Record<DemoSeal, keyof DemoProducts>> = { expired: 'perfume' };

/**
 * Consultations, errors and consumer forms on some demo seals, with the counters they make:
 * what the private consultation shows of them. Seeded after seedSeals, with the same `now`.
 */
export async function seedSealHistory(tx: Db, demo: DemoData, products: DemoProducts, block = 0, now = new Date()) {
  const { accountId, entityId } = demo;
  const when = (daysAgo: number | Date, minutes = 0) =>
    daysAgo instanceof Date ? daysAgo : daysBefore(now, daysAgo, minutes);
  const productOf = (seal: DemoSeal) => products[PRODUCT_OF[seal] ?? 'chocolate'];

  const rows = (Object.entries(VISITS) as [DemoSeal, Visit[]][]).flatMap(([seal, visits]) =>
    visits.map((visit) => ({
      accountId,
      entityId,
      serial: demoSealSerial(seal, block),
      reference: demoSealReference(seal, block),
      productId: productOf(seal),
      outcome: visit.outcome,
      ip: CONSUMERS[visit.country]!.ip,
      country: visit.country,
      language: visit.language,
      userAgent: CONSUMERS[visit.country]!.userAgent,
      createdAt: when(visit.daysAgo),
    })),
  );
  await tx.insert(sealConsultations).values(rows);

  // The counters the consultation page keeps: consultations (not errors) per seal.
  const counts = new Map<number, { consultations: number; last: Date }>();
  for (const row of rows.filter((candidate) => !isConsultationError(candidate.outcome))) {
    const count = counts.get(row.serial) ?? { consultations: 0, last: row.createdAt };
    count.consultations += 1;
    if (row.createdAt > count.last) count.last = row.createdAt;
    counts.set(row.serial, count);
  }
  await tx.insert(sealConsultationCounts).values(
    [...counts].map(([serial, count]) => ({
      accountId,
      serial,
      consultations: count.consultations,
      lastConsultedAt: count.last,
    })),
  );

  await tx.insert(consumerForms).values(
    FORMS.map((form) => ({
      accountId,
      entityId,
      serial: demoSealSerial(form.seal, block),
      reference: demoSealReference(form.seal, block),
      productId: productOf(form.seal),
      kind: form.kind,
      requestType: form.requestType,
      email: `consumer.${form.country.toLowerCase()}@example.com`,
      comment: form.comment,
      country: form.country,
      language: form.language,
      latitude: form.position?.latitude ?? null,
      longitude: form.position?.longitude ?? null,
      ip: CONSUMERS[form.country]!.ip,
      createdAt: when(form.daysAgo, 5),
    })),
  );
}
