// Gives the end-to-end tests' PostgreSQL server a database of its own, empty at every run:
// node scripts/fresh-database.js <admin-url> <database-name>
// Rows left by an earlier run on the same PostgreSQL (rate-limit counters above all) must never decide a test.
import pg from "pg";
import { dropDatabase } from "./drop-database.js";

const [adminUrl, name] = process.argv.slice(2);
if (!adminUrl || !name || !/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
  console.error("Bruk: node scripts/fresh-database.js <postgres-url> <databasenavn med a–z, 0–9 og _>");
  process.exit(2);
}
const client = new pg.Client({ connectionString: adminUrl });
await client.connect();
try {
  await dropDatabase(client, name);
  await client.query(`create database ${name}`);
} finally {
  await client.end();
}
