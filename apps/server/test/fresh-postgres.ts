import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Creates a throwaway database on the server that `baseUrl` points at (TEST_DATABASE_URL in tests and the
 * bench), so each test file or bench run starts from an empty schema, or from a copy of `template`; `drop`
 * removes it, connections and all.
 */
export async function freshPostgres(
  baseUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
