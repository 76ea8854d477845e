import { describe, expect, it } from 'vitest';
import { verifyDraw } from './verify-draw.ts';

// fairness.md "Public test vectors": drawId lottery-2026-11-22, entries 17, 3, 42
const draw = {
  drawKey: 'lottery-2026-11-22',
  serverSeed: '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3',
  serverSeedHashed: '3b69489b3b8a7514e0d0eed5e4ba5f842c43371139757df6b5c870f3383ce7a9',
  clientSeed: '8d0446a1bd9094648929976fb4b291bdde7ab291d68b216dccfe96ec08f57c7c',
  prizeTablePpm: [600_000, 400_000],
  winners: [
    { rank: 2, ticketId: 17, name: 'b***b', prize: 4 },
    { rank: 1, ticketId: 3, name: 'a***a', prize: 6 },
  ],
};

describe('verifyDraw (the browser check of a lottery draw)', () => {
  it('recomputes the vector draw: hash, client seed and winners 3 then 17 all match', () => {
    const c = verifyDraw(draw, [42, 3, 17]);
    expect(c).toMatchObject({
      hashMatch: true,
      clientSeed: draw.clientSeed,
      clientSeedMatch: true,
      winners: [3, 17],
      winnersMatch: true,
      ok: true,
    });
  });

  it('flags a changed entry list, a wrong winner and a seed that does not match its hash', () => {
    expect(verifyDraw(draw, [3, 17, 42, 43])).toMatchObject({ clientSeedMatch: false, ok: false });
    expect(
      verifyDraw(
        {
          ...draw,
          winners: [
            { rank: 1, ticketId: 42, name: 'x', prize: 6 },
            { rank: 2, ticketId: 17, name: 'y', prize: 4 },
          ],
        },
        [3, 17, 42],
      ),
    ).toMatchObject({ winnersMatch: false, ok: false });
    expect(verifyDraw({ ...draw, serverSeedHashed: '0'.repeat(64) }, [3, 17, 42])).toMatchObject({ hashMatch: false, ok: false });
  });

  it('has nothing to check before the reveal or without entries', () => {
    expect(verifyDraw({ ...draw, serverSeed: null }, [3])).toBeNull();
    expect(verifyDraw(draw, [])).toBeNull();
  });
});
