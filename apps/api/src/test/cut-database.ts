import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DbHandle, openDatabase } from '../db/client.ts';
import { startProxy } from './tcp-proxy.ts';

// A throw-away database on the PostgreSQL server of `serverUrl`, reached through a TCP proxy the
// test can stop (the database is "down") and start again, for the tests of a lost connection.
// `admin`: a direct connection, to terminate the database's backends.
export const openCuttableDatabase = async (serverUrl: string, prefix: string, poolSize: number) => {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const proxy = await startProxy(new URL(serverUrl));
  const viaProxy = new URL(serverUrl);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port());
  viaProxy.pathname = `/${name}`;
  const handle: DbHandle = await openDatabase({ databaseUrl: viaProxy.toString(), poolSize });
  return {
    name,
    admin,
    proxy,
    handle,
    close: async () => {
      await proxy.open();
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await proxy.close();
    },
  };
};
