import type { FastifyInstance } from 'fastify';

export interface RequestActivity {
  /**
   * Resolves once no request has been under way for `quietMs`, or after `maxWaitMs` whatever
   * the traffic: background work that yields to people without waiting on them forever.
   */
  quiet(quietMs: number, maxWaitMs: number): Promise<void>;
}

/**
 * Counts the requests under way, so that background work of the server's own (the demo's history
 * filled in behind, docs/statistics.md) runs between them rather than in front of them. Added before
 * the server listens.
 */
export function trackRequests(app: FastifyInstance): RequestActivity {
  let underWay = 0;
  // Counted from now: the first moments after the listen are the first visitors', not idle time.
  let lastEnded = performance.now();
  app.addHook('onRequest', (_request, _reply, done) => {
    underWay++;
    done();
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    underWay = Math.max(0, underWay - 1);
    lastEnded = performance.now();
    done();
  });
  return {
    async quiet(quietMs, maxWaitMs) {
      const until = performance.now() + maxWaitMs;
      for (;;) {
        const now = performance.now();
        const idleFor = underWay === 0 ? now - lastEnded : 0;
        if (idleFor >= quietMs || now >= until) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min(quietMs - idleFor, until - now) + 1));
      }
    },
  };
}
