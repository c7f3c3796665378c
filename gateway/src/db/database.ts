/** Creating the database when missing, migrating it, and checking the servers are reachable. */
import { MikroORM } from "@mikro-orm/postgresql";
import pg from "pg";
import { ormOptions } from "./orm-config";

/** Connects to the server's maintenance database to create the target database if it is missing. */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ""));
  if (!/^[A-Za-z0-9_-]{1,63}$/.test(name)) throw new Error(`unusable database name: ${name}`);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return false;
    await client.query(`create database "${name}"`);
    return true;
  } finally {
    await client.end();
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ""));
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

export async function createOrm(databaseUrl: string): Promise<MikroORM> {
  return MikroORM.init(ormOptions(databaseUrl));
}

/** Applies every pending checked-in migration; answers the names applied. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((m) => m.name);
}
