// @ts-check
// Maintenance from the command line, safe while the site is running:
//   npm run purge                                  delete what the retention rules say has expired
//   npm run personal-data -- export <e-post>       everything we hold about an address, as JSON
//   npm run personal-data -- delete <e-post>       delete everything we hold about an address
// With DATABASE_URL the command talks to PostgreSQL itself. With the embedded database, which only one
// process may open, it asks the running server through its admin socket, or opens the database itself
// (and holds the socket meanwhile, so a server started now waits its turn) when no server is running.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { adminAnswers, adminRequest, listenAdmin } from "../server/admin.js";
import { readConfig } from "../server/config.js";
import { ensureBuild } from "../server/ensure-build.js";
import { ensurePrivateDir } from "../server/private-dir.js";

const usage = `Bruk:
  npm run purge
  npm run personal-data -- export <e-postadresse>
  npm run personal-data -- delete <e-postadresse>`;

/** @param {string[]} argv @returns {Record<string, unknown>} */
function parseCommand(argv) {
  const [group, action, email] = argv;
  if (group === "purge" && argv.length === 1) return { command: "purge" };
  if (group === "personal-data" && (action === "export" || action === "delete")) {
    if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      fail(`Skriv inn en gyldig e-postadresse etter «${action}», for eksempel: npm run personal-data -- ${action} navn@domene.no`);
    }
    return { command: action, email };
  }
  fail(usage);
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message);
  process.exit(2);
}

process.env.NODE_ENV ??= "production";
// Standard output is the command's JSON answer; the services' progress lines stay out of it.
process.env.LOG_QUIET = "1";
const command = parseCommand(process.argv.slice(2));
const config = readConfig();
const result = await run(command);
console.log(JSON.stringify(result, null, 2));
process.exit(0);

/** @param {Record<string, unknown>} command */
async function run(command) {
  if (!config.databaseUrl && (await adminAnswers(config.adminSocket))) return adminRequest(config.adminSocket, command);

  ensureBuild();
  const build = await import(pathToFileURL(path.join(config.buildDir, "server", "index.js")).href);
  const lifecycle = build.entry.module;
  ensurePrivateDir(config.dataDir);
  // Embedded: hold the data folder while we work, exactly as the server does.
  const lock = config.databaseUrl ? null : await listenAdmin(config.adminSocket, () => Promise.reject(new Error("opptatt av et vedlikeholdsprogram")));
  const services = await lifecycle.startServices(config);
  try {
    return await lifecycle.runAdminCommand(services, command);
  } finally {
    await lifecycle.stopServices(services);
    if (lock) await new Promise((resolve) => lock.close(resolve));
  }
}
