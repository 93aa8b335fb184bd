import { isDatabaseUnavailable } from './unavailable';

/**
 * Groups concurrent calls into one: a call made while none is under way runs at the next turn of
 * the event loop, with the calls made by then; the calls made while one is under way wait and go
 * together in the next, up to `max` at a time. Each caller gets its own result. Idle, a call waits
 * one turn of the loop; under load, one statement serves many calls and the database's cost per
 * call falls (the public consultation's look-ups and writes: bench/consultation.mjs).
 *
 * `run` answers one result per item, in order. When a group fails, each of its items is tried
 * again alone, so that one bad item fails only its own call; but not when the database could not
 * be reached: a statement cut off with its connection may have committed all the same, and its
 * items sent again would be written twice. Those calls fail (503) unanswered as written, and the
 * next group runs as usual once the database is back.
 */
export function createBatcher<I, O>(run: (items: I[]) => Promise<O[]>, max = 100) {
  interface Pending {
    item: I;
    resolve(value: O): void;
    reject(error: unknown): void;
  }
  let queue: Pending[] = [];
  let busy = false;

  const settle = async (group: Pending[]) => {
    try {
      const results = await run(group.map((pending) => pending.item));
      group.forEach((pending, index) => pending.resolve(results[index]!));
    } catch (error) {
      if (group.length === 1 || isDatabaseUnavailable(error)) for (const pending of group) pending.reject(error);
      else for (const pending of group) await settle([pending]);
    }
  };

  async function drain() {
    // One turn of the event loop first, here and between groups: the requests already received
    // (their bytes waiting on sockets) get read and join the group. Without it nothing groups on
    // PGlite, whose statements complete without ever letting the loop read a socket.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const group = queue.slice(0, max);
      queue = queue.slice(group.length);
      await settle(group);
      await new Promise((resolve) => setImmediate(resolve));
    }
    busy = false;
  }

  return (item: I): Promise<O> =>
    new Promise((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!busy) {
        busy = true;
        void drain();
      }
    });
}
