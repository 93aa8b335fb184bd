import type { PGlite } from '@electric-sql/pglite';

/*
 * The seeded embedded database as the bytes every server test file loads (test/app.ts freshDatabase),
 * made cheap to load: a copy took 0.59 to 0.62 s as PGlite dumps it, 0.42 to 0.44 s so (median of
 * ten, 2-core machine), on each of some 250 test files.
 * - Checkpointed first: a dump taken after the seeding holds its WAL, which each copy's start
 *   would replay as after a crash.
 * - Without the WAL segments past the current one: PostgreSQL preallocates them (16 MB each, a
 *   quarter of the dump) and makes them again when it needs them.
 */
export async function checkpointedDump(pglite: PGlite): Promise<Buffer> {
  await pglite.query('checkpoint');
  const { rows } = await pglite.query<{ name: string }>('select pg_walfile_name(pg_current_wal_lsn()) as name');
  const current = rows[0]!.name;
  const tar = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  return withoutEntries(tar, (name) => {
    const segment = /pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    return segment !== undefined && segment > current;
  });
}

/** A tar archive without the entries `drop` names (ustar: 512-byte headers, data in 512-byte blocks). */
function withoutEntries(tar: Buffer, drop: (name: string) => boolean): Buffer {
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const field = (start: number, length: number) =>
      tar.toString('latin1', offset + start, offset + start + length).replace(/\0.*$/s, '');
    const name = field(0, 100);
    if (!name) break;
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    const prefix = field(345, 155);
    if (!drop(prefix ? `${prefix}/${name}` : name)) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  return Buffer.concat([...kept, Buffer.alloc(1024)]);
}
