import type { ConsultationThrottleLimits } from '@seal/shared';
import type { CounterKey, CounterState, ThrottleStore } from './throttle-store';

/**
 * The public consultation's throttle (answer 105): consultations per IP address and per
 * reference, failed answers per (IP address, reference) and per reference, each a fixed-window
 * counter of the store. A reference is keyed by what it names (key version and serial), so every
 * spelling of it counts alike.
 */
export interface ConsultationThrottle {
  readonly limits: ConsultationThrottleLimits;
  /**
   * Counts one consultation from `ip`, of `seal` when the reference was read: the seconds to wait
   * when a limit is passed (or failures block the reference), else null.
   */
  consult(ip: string, seal: string | null): Promise<number | null>;
  /** Counts a failed answer to a challenge (107, 108, 109, 111). */
  fail(ip: string, seal: string): Promise<void>;
}

export function createConsultationThrottle(
  store: ThrottleStore,
  limits: ConsultationThrottleLimits,
): ConsultationThrottle {
  const { windowSeconds, failureWindowSeconds } = limits;
  const failureKeys = (ip: string, seal: string): CounterKey[] => [
    { key: `f:${ip}:${seal}`, windowSeconds: failureWindowSeconds },
    { key: `f:${seal}`, windowSeconds: failureWindowSeconds },
  ];
  const waitOf = (states: readonly CounterState[], over: readonly boolean[]) => {
    const left = states.filter((_, index) => over[index]).map((state) => state.msLeft);
    return left.length > 0 ? Math.max(1, Math.ceil(Math.max(...left) / 1000)) : null;
  };

  return {
    limits,
    async consult(ip, seal) {
      if (seal === null) {
        const states = await store.add([{ key: `ip:${ip}`, windowSeconds }], [1]);
        return states ? waitOf(states, [states[0]!.count > limits.perIp]) : null;
      }
      const states = await store.add(
        [{ key: `ip:${ip}`, windowSeconds }, { key: `ref:${seal}`, windowSeconds }, ...failureKeys(ip, seal)],
        [1, 1, 0, 0],
      );
      if (!states) return null;
      const [byIp, byReference, failuresHere, failures] = states as [
        CounterState,
        CounterState,
        CounterState,
        CounterState,
      ];
      return waitOf(states, [
        byIp.count > limits.perIp,
        byReference.count > limits.perReference,
        failuresHere.count >= limits.failuresPerIpReference,
        failures.count >= limits.failuresPerReference,
      ]);
    },
    async fail(ip, seal) {
      await store.add(failureKeys(ip, seal), [1, 1]);
    },
  };
}
