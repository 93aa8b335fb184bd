import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** A request slower than this is logged at warn with its route and duration. */
const SLOW_REQUEST_MS = 1_000;
/** The event loop held this long in one go is logged at warn (the embedded database runs on it). */
const STALL_MS = 500;
const WINDOW_MS = 10_000;

/**
 * Warns of what makes the server slow to answer: requests that took over a second, and windows of
 * ten seconds in which the event loop was held over half a second at once (a long statement of the
 * embedded database, a long synchronous computation). Both at warn, so a production log shows them.
 */
export function logStalls(app: FastifyInstance): () => void {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    if (ms >= SLOW_REQUEST_MS)
      request.log.warn(
        { method: request.method, route: request.routeOptions.url ?? request.url, ms: Math.round(ms) },
        'a slow request',
      );
    done();
  });
  return watchEventLoop(app.log);
}

function watchEventLoop(log: FastifyBaseLogger): () => void {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const timer = setInterval(() => {
    const maxMs = delay.max / 1e6;
    if (maxMs >= STALL_MS)
      log.warn(
        { maxMs: Math.round(maxMs), p99Ms: Math.round(delay.percentile(99) / 1e6), windowMs: WINDOW_MS },
        'the event loop stalled',
      );
    delay.reset();
  }, WINDOW_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    delay.disable();
  };
}
