import { COUNTRY_GEO } from '@seal/shared/geo/country-geo';
import { openPglite } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/demo';
const database = await openPglite(undefined);
await migrate(database);
const d = await seedDemo(database.db, { history: true });
const rows = (await database.executeSql(`select country, latitude, longitude, serial from consumer_forms where account_id=$1 and latitude is not null`, [d.accountId])).rows;
for (const r of rows) { const g = COUNTRY_GEO[r.country as string]!; if (Math.abs(Number(r.latitude) - g[1]) > 1.5 || Math.abs(Number(r.longitude) - g[2]) > 1.5) console.log(r, g); }
await database.close();
