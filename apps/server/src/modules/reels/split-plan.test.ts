import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planSplit, sizeOf, type SerialRange } from './split-plan';

const reel = { first: 100, last: 199 };

describe('planSplit', () => {
  it('keeps the head of the reel in its row and makes the rest a new reel when the part starts at the first seal', () => {
    expect(planSplit(reel, { first: 100, last: 139 })).toEqual({
      part: { first: 100, last: 139 },
      kept: { first: 100, last: 139 },
      created: [{ first: 140, last: 199 }],
    });
  });

  it('makes the part a new reel when it ends at the last seal', () => {
    expect(planSplit(reel, { first: 150, last: 199 })).toEqual({
      part: { first: 150, last: 199 },
      kept: { first: 100, last: 149 },
      created: [{ first: 150, last: 199 }],
    });
  });

  it('cuts a part in the middle into three reels', () => {
    expect(planSplit(reel, { first: 120, last: 129 })).toEqual({
      part: { first: 120, last: 129 },
      kept: { first: 100, last: 119 },
      created: [
        { first: 120, last: 129 },
        { first: 130, last: 199 },
      ],
    });
  });

  it('splits off a single seal', () => {
    expect(planSplit(reel, { first: 199, last: 199 })).toMatchObject({ created: [{ first: 199, last: 199 }] });
  });

  it('refuses the whole reel, a part past either end and a reversed part', () => {
    expect(planSplit(reel, reel)).toEqual({ problem: 'whole' });
    expect(planSplit(reel, { first: 150, last: 200 })).toEqual({ problem: 'outside' });
    expect(planSplit(reel, { first: 99, last: 150 })).toEqual({ problem: 'outside' });
    expect(planSplit(reel, { first: 150, last: 149 })).toEqual({ problem: 'reversed' });
  });

  it('always gives disjoint pieces in order that cover the reel exactly, the part among them', () => {
    const cases = fc
      .tuple(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 2, max: 10_000 }))
      .chain(([first, size]) =>
        fc.tuple(fc.integer({ min: 0, max: size - 1 }), fc.integer({ min: 0, max: size - 1 })).map(([a, b]) => ({
          reel: { first, last: first + size - 1 },
          part: { first: first + Math.min(a, b), last: first + Math.max(a, b) },
        })),
      );
    fc.assert(
      fc.property(cases, ({ reel: whole, part }) => {
        const plan = planSplit(whole, part);
        if ('problem' in plan) return plan.problem === 'whole' && sizeOf(part) === sizeOf(whole);
        const pieces: SerialRange[] = [plan.kept, ...plan.created];
        expect(pieces[0]!.first).toBe(whole.first);
        expect(pieces.at(-1)!.last).toBe(whole.last);
        for (let index = 1; index < pieces.length; index++)
          expect(pieces[index]!.first).toBe(pieces[index - 1]!.last + 1);
        expect(pieces.every((piece) => piece.last >= piece.first)).toBe(true);
        expect(pieces).toContainEqual(part);
        return pieces.length === 2 || pieces.length === 3;
      }),
    );
  });
});
