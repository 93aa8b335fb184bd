/** The database the server tests run on: PGlite, or PostgreSQL when TEST_DB=postgres and DATABASE_URL is set. */
export const TEST_DB = process.env.TEST_DB === 'postgres' && process.env.DATABASE_URL ? 'postgres' : 'pglite';

export function adminUrl(database = 'postgres'): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}
