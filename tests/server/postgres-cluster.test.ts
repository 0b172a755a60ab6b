/**
 * The throwaway PostgreSQL the server's database tests run on: it is PostgreSQL 15, it takes
 * tables, and once stopped nothing listens on its port and its directory is gone.
 */
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { startPostgres, type PostgresCluster } from './postgres-cluster';

let cluster: PostgresCluster | undefined;
afterAll(() => cluster?.stop());

/** Whether something accepts TCP connections on the port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

test('a fresh PostgreSQL 15 cluster serves the freight database, and stopping it leaves nothing behind', async () => {
  cluster = await startPostgres();
  const url = new URL(cluster.url);
  expect(url.protocol).toBe('postgres:');
  expect(url.hostname).toBe('127.0.0.1');
  expect(url.pathname).toBe('/freight');
  const port = Number(url.port);

  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  let dir: string;
  try {
    const { rows } = await client.query<{ version: string }>('select version()');
    expect(rows[0]!.version).toMatch(/^PostgreSQL 15\./);
    expect((await client.query<{ db: string }>('select current_database() as db')).rows[0]!.db).toBe('freight');

    await client.query('create table parcel (id serial primary key, label text not null)');
    await client.query("insert into parcel (label) values ('crate'), ('pallet')");
    const parcels = await client.query<{ label: string }>('select label from parcel order by id');
    expect(parcels.rows.map((r) => r.label)).toEqual(['crate', 'pallet']);

    // The cluster's directory holds its socket.
    const socketDir = await client.query<{ setting: string }>("select setting from pg_settings where name = 'unix_socket_directories'");
    dir = socketDir.rows[0]!.setting;
    expect(existsSync(`${dir}/.s.PGSQL.${port}`)).toBe(true);
  } finally {
    await client.end();
  }

  await cluster.stop();
  expect(await accepts(port)).toBe(false);
  expect(existsSync(dir)).toBe(false);
});
