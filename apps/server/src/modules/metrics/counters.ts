import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's counters (docs/operations.md, "Metrics"): incremented where things happen, read
 * only when /metrics is scraped. An increment is a map look-up and an addition in this process's
 * memory, nothing more: the consultation's hot path counts its outcomes with no database work.
 * One registry per process, since the counters are the process's; what is read from the database
 * (queue depth, pool use) is collected at scrape time by each app (scrape-gauges.ts).
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'seal_' });

/** Request durations, in seconds: from a cached page (1 ms) to a QR sheet PDF (30 s). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequests = new Counter({
  name: 'seal_http_requests_total',
  help: 'HTTP requests answered, by route, method and status class.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [processRegistry],
});

export const httpDuration = new Histogram({
  name: 'seal_http_request_duration_seconds',
  help: 'Time from the request received to its answer sent, by route and method.',
  labelNames: ['route', 'method'] as const,
  buckets: REQUEST_BUCKETS,
  registers: [processRegistry],
});

export const consultations = new Counter({
  name: 'seal_consultations_total',
  help: "Public consultations recorded, by outcome (the catalogue's name: valid, invalidReference, suspect...).",
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

export const activations = new Counter({
  name: 'seal_activations_total',
  help: 'Activations written (one per range), by method (reel, reels, range, xml...).',
  labelNames: ['method'] as const,
  registers: [processRegistry],
});

export const activatedSeals = new Counter({
  name: 'seal_activated_seals_total',
  help: 'Seals activated, by method.',
  labelNames: ['method'] as const,
  registers: [processRegistry],
});

export const jobRuns = new Counter({
  name: 'seal_jobs_total',
  help: 'Jobs run by this server, by queue and result (completed, failed: a failed job is retried while it has retries left).',
  labelNames: ['queue', 'result'] as const,
  registers: [processRegistry],
});

export const mailDeliveries = new Counter({
  name: 'seal_mail_deliveries_total',
  help: 'Mails handed to SMTP, by result (sent, failed, stored: no SMTP_URL).',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});

export const webhookAttempts = new Counter({
  name: 'seal_webhook_deliveries_total',
  help: 'Webhook delivery attempts, by result (delivered, failed: retried, abandoned: no attempt left).',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});
