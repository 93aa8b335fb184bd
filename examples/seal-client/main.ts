// Activates a range of seals, then prints last month's consultations:
//   SEAL_URL=https://console.example SEAL_TOKEN=sct_... \
//   SEAL_FIRST=<first reference> SEAL_LAST=<last reference> SEAL_PRODUCT=<product id> \
//   npm run example
// The security code the console e-mails to the token's maker is typed on the standard input.
import { createInterface } from 'node:readline/promises';
import { activateRange, createSealClient, lastMonthConsultations } from './client';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const client = createSealClient(env('SEAL_URL'), env('SEAL_TOKEN'));
if (process.env.SEAL_FIRST) {
  const count = await activateRange(
    client,
    { first: env('SEAL_FIRST'), last: env('SEAL_LAST'), productId: env('SEAL_PRODUCT') },
    async (sentTo) => {
      const prompt = createInterface({ input: process.stdin, output: process.stdout });
      const code = await prompt.question(`Security code sent to ${sentTo}: `);
      prompt.close();
      return code;
    },
  );
  console.log(`${count} seals activated`);
}
const consultations = await lastMonthConsultations(client);
console.log(`Last month: ${consultations.total} consultations`);
for (const point of consultations.perDay) console.log(`  ${point.period}  ${point.count}`);
