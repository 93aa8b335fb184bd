import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** One fixed-window counter: its key, and how long a window lasts. */
export interface CounterKey {
  key: string;
  windowSeconds: number;
}

/** A counter after an `add`: its count in the current window and the milliseconds left in it. */
export interface CounterState {
  count: number;
  msLeft: number;
}

/**
 * Where the counters live: this process's memory, or Redis shared by every server. `add` adds
 * `amounts[i]` (0 only reads) to each counter and answers their states, in one step.
 */
export interface ThrottleStore {
  add(counters: readonly CounterKey[], amounts: readonly number[]): Promise<CounterState[] | null>;
}

/**
 * Counters in a Map: one process's view (servers behind a load balancer each count their own).
 * Expired windows are swept as the map grows, so idle keys do not pile up.
 */
export function memoryThrottleStore(now: () => number = Date.now): ThrottleStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  let sweepAt = 10_000;
  const sweep = (at: number) => {
    for (const [key, counter] of counters) if (counter.resetAt <= at) counters.delete(key);
    sweepAt = Math.max(10_000, counters.size * 2);
  };
  return {
    async add(keys, amounts) {
      const at = now();
      if (counters.size >= sweepAt) sweep(at);
      return keys.map(({ key, windowSeconds }, index) => {
        let counter = counters.get(key);
        if (!counter || counter.resetAt <= at) {
          counter = { count: 0, resetAt: at + windowSeconds * 1000 };
          if (amounts[index]) counters.set(key, counter);
        }
        counter.count += amounts[index] ?? 0;
        return { count: counter.count, msLeft: counter.resetAt - at };
      });
    },
  };
}

/**
 * KEYS the counters; ARGV their windows in ms, then the amounts. INCRBY then PEXPIRE on a new key
 * (or one that lost its expiry), GET for an amount of 0: one atomic script, one round trip.
 */
const ADD_SCRIPT = `
local out = {}
local n = #KEYS
for i, key in ipairs(KEYS) do
  local amount = tonumber(ARGV[n + i])
  local count
  if amount > 0 then
    count = redis.call('INCRBY', key, amount)
  else
    count = tonumber(redis.call('GET', key) or '0')
  end
  local left = redis.call('PTTL', key)
  if amount > 0 and left < 0 then
    redis.call('PEXPIRE', key, ARGV[i])
    left = tonumber(ARGV[i])
  end
  out[2 * i - 1] = count
  out[2 * i] = left
end
return out`;

type WithThrottleScript = Redis & {
  sealThrottleAdd(keyCount: number, ...args: (string | number)[]): Promise<number[]>;
};

/**
 * Counters in Redis (REDIS_URL), shared by every server, under `seal-ct:`. While Redis cannot be
 * answered the consultation goes on uncounted (null): its outage must not stop consumers; it is
 * logged once, and once again when it is back.
 */
export function redisThrottleStore(redis: Redis, log: FastifyBaseLogger): ThrottleStore {
  const client = redis as WithThrottleScript;
  if (typeof client.sealThrottleAdd !== 'function') redis.defineCommand('sealThrottleAdd', { lua: ADD_SCRIPT });
  let failing = false;
  return {
    async add(keys, amounts) {
      try {
        const flat = await client.sealThrottleAdd(
          keys.length,
          ...keys.map(({ key }) => `seal-ct:${key}`),
          ...keys.map(({ windowSeconds }) => windowSeconds * 1000),
          ...amounts,
        );
        if (failing) log.info('Redis answers again: consultations are counted in Redis again');
        failing = false;
        return keys.map((_, index) => ({ count: Number(flat[2 * index]), msLeft: Number(flat[2 * index + 1]) }));
      } catch (error) {
        if (!failing)
          log.warn({ err: error }, 'Redis cannot be reached: consultations are not counted in Redis until it is back');
        failing = true;
        return null;
      }
    },
  };
}
