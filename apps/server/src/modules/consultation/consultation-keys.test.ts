import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { consultationReference, consultationSerial } from '../../db/seed/consultation';
import { recordConsultations, type ConsultationEntry } from './consultation.repository';
import { asResult, consultAs, NO_THROTTLE, recordedFor, validEntry } from './test-support';

/*
 * seal_consultations has no foreign key (decision 0030): each row is written with its rollup row
 * (consultation_daily), whose foreign keys name the same account, entity and product. These tests
 * hold that the rollup's keys do the work the log's did.
 */
const t = await useTestApp(NO_THROTTLE);

/** The valid demo seal's owner, entity and product, as its consultation recorded them. */
async function validSealRow() {
  const serial = consultationSerial('valid');
  asResult((await consultAs(t, { ref: consultationReference('valid') })).answer);
  const [row] = await recordedFor(t, serial);
  return { serial, row: row as { account_id: string; entity_id: string; product_id: string } };
}

const entryOf = (seal: NonNullable<ConsultationEntry['seal']>) => validEntry(seal, consultationReference('valid'));

const rowsOf = async (productId: string) =>
  (await t.database.executeSql('select count(*)::int as n from seal_consultations where product_id = $1', [productId]))
    .rows[0]!.n;

describe('the consultation log without foreign keys', () => {
  it('every consultation recorded has its rollup row, naming the same account, entity and product', async () => {
    const { serial, row } = await validSealRow();
    const { rows } = await t.database.executeSql(
      `select count(*)::int as n from seal_consultations c
       where c.serial = $1 and not exists (select 1 from consultation_daily d
         where d.account_id = c.account_id and d.entity_id = c.entity_id and d.product_id is not distinct from c.product_id)`,
      [serial],
    );
    expect(rows[0]!.n).toBe(0);
    expect(row.product_id).not.toBeNull();
  });

  it('refuses a consultation naming a product that does not exist, and writes nothing of it', async () => {
    const { serial, row } = await validSealRow();
    const missing = randomUUID();
    const seal = { accountId: row.account_id, entityId: row.entity_id, serial, productId: missing };
    await expect(recordConsultations(t.database.db, [entryOf(seal)])).rejects.toMatchObject({ code: '23503' });
    expect(await rowsOf(missing)).toBe(0);
  });

  it('keeps a consulted product from being deleted', async () => {
    const { serial, row } = await validSealRow();
    // A product of the account that nothing but a consultation names (no activation, text or site).
    const productId = randomUUID();
    await t.database.executeSql(
      `insert into products select (jsonb_populate_record(p, jsonb_build_object('id', $2::uuid, 'sku', $3::text))).*
       from products p where p.account_id = $1 and p.id = $4`,
      [row.account_id, productId, `keys-${productId}`, row.product_id],
    );
    const seal = { accountId: row.account_id, entityId: row.entity_id, serial, productId };
    await recordConsultations(t.database.db, [entryOf(seal)]);
    expect(await rowsOf(productId)).toBe(1);

    const remove = () =>
      t.database.executeSql('delete from products where account_id = $1 and id = $2', [row.account_id, productId]);
    await expect(remove()).rejects.toMatchObject({ code: '23503' });
    expect(await rowsOf(productId)).toBe(1);
  });
});
