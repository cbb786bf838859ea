// @ts-check
// Maintenance from the command line, safe while the site is running:
//   npm run purge                                  delete what the retention rules say has expired
//   npm run personal-data -- export <e-post>       everything we hold about an address, as JSON
//   npm run personal-data -- delete <e-post>       delete everything we hold about an address
//   npm run staff -- invite <e-post> --rolle admin|redaktør   a one-time invitation link (printed and mailed)
//   npm run staff -- list                          everyone with access to the back office, with their passkeys
//   npm run staff -- role <e-post> --rolle admin|redaktør   changes a person's role (an invitation never does)
//   npm run staff -- remove-passkey <e-post> <navn eller id>   removes a lost or stolen passkey and its sessions
//   npm run staff -- revoke <e-post>               takes access away: ends every session, deletes every passkey
//   npm run cards -- export <fil.json>             the cards as published, as JSON, written to the file (without
//                                                  a file: on standard output; `> kort.json` holds the JSON alone)
//   npm run cards -- import <fil.json> --kilde <url eller notat> [--prøv] [--tving]
//                                                  validates every card, prints the difference, applies all or nothing
//                                                  (a card without "id" is new: the store gives its id and address);
//                                                  a value a later version replaced (a file exported before someone
//                                                  else's edit) is refused unless --tving
//   npm run cards -- sync                          one sync with Finansportalen's feed now (FINANSPORTALEN_*), and what
//                                                  it changed, held for an editor or refused
//   npm run commission -- pull [adtraction|awin]   pulls the last 92 days of transactions from the networks' APIs
//                                                  now (ADTRACTION_*, AWIN_*), as the nightly pull does
// With DATABASE_URL the command talks to PostgreSQL itself. With the embedded database, which only one
// process may open, it asks the running server through its admin socket, or opens the database itself
// (holding the data folder's lock, so a server started meanwhile waits its turn) when none is running.
// Links it prints use the PUBLIC_ORIGIN the server recorded, unless PUBLIC_ORIGIN is set here.
import { readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { adminRequest, NotListening, socketAnswers } from "../host/admin.js";
import { withoutNpmBanner, writeWithoutNpmBanner } from "./npm-banner.js";
import { readConfig } from "../host/config.js";
import { ensureBuild } from "../host/ensure-build.js";
import { prerenderedPages } from "../host/fast-path.js";
import { describeOwner, isOnThisHost, ownerLockPath, readOwner, tryHold } from "../host/owner-lock.js";
import { ensurePrivateDir } from "../host/private-dir.js";
import { cardWriteRenderer, createRenderCheck } from "../host/render-check.js";

const usage = `Bruk:
  npm run purge
  npm run personal-data -- export <e-postadresse>
  npm run personal-data -- delete <e-postadresse>
  npm run staff -- invite <e-postadresse> --rolle admin|redaktør
  npm run staff -- list
  npm run staff -- role <e-postadresse> --rolle admin|redaktør
  npm run staff -- remove-passkey <e-postadresse> <passkeyens navn eller id>
  npm run staff -- revoke <e-postadresse>
  npm run cards -- export kort.json
  npm run cards -- import kort.json --kilde <bankens vilkår (https-adresse) eller et notat> [--prøv] [--tving]
  npm run cards -- sync [--godta-nye]
  npm run commission -- pull [adtraction|awin]`;

/** A file named on the command line: from the folder `npm run` was started in (INIT_CWD), not the project's. */
const fromWhereRun = (/** @type {string} */ file) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** `npm run cards -- export <fil>`: where the cards go instead of standard output. @type {string | undefined} */
let exportFile;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** @param {string[]} argv @returns {Record<string, unknown>} */
function parseCommand(argv) {
  const [group, action, email] = argv;
  if (group === "purge" && argv.length === 1) return { command: "purge" };
  if (group === "staff") return parseStaffCommand(argv.slice(1));
  if (group === "cards") return parseCardsCommand(argv.slice(1));
  if (group === "commission" && action === "pull" && argv.length <= 3) {
    if (email !== undefined && email !== "adtraction" && email !== "awin")
      fail(`Ukjent nettverk «${email}». Skriv adtraction eller awin, eller ingenting for begge.`);
    return { command: "commission-pull", ...(email ? { network: email } : {}) };
  }
  if (group === "personal-data" && (action === "export" || action === "delete")) {
    if (!email || !EMAIL.test(email)) {
      fail(
        `Skriv inn en gyldig e-postadresse etter «${action}», for eksempel: npm run personal-data -- ${action} navn@domene.no`,
      );
    }
    return { command: action, email };
  }
  fail(usage);
}

/** @param {string[]} args @returns {Record<string, unknown>} */
function parseStaffCommand(args) {
  const [action, email, ...rest] = args;
  if (action === "list" && args.length === 1) return { command: "staff-list" };
  const example = {
    invite: " --rolle redaktør",
    role: " --rolle admin",
    "remove-passkey": " Telefon",
    revoke: "",
  };
  if (action === "invite" || action === "revoke" || action === "role" || action === "remove-passkey") {
    if (!email || !EMAIL.test(email))
      fail(
        `Skriv inn en gyldig e-postadresse etter «${action}», for eksempel: npm run staff -- ${action} navn@kortvalg.no${example[action]}`,
      );
    if (action === "revoke") return { command: "staff-revoke", email };
    if (action === "remove-passkey") {
      const passkey = rest.join(" ").trim();
      if (!passkey)
        fail(
          `Skriv passkeyens navn eller id etter adressen, for eksempel: npm run staff -- remove-passkey ${email} Telefon (npm run staff -- list viser dem)`,
        );
      return { command: "staff-remove-passkey", email, passkey };
    }
    const flag = rest.indexOf("--rolle");
    const role =
      flag === -1 ? rest.find((arg) => arg.startsWith("--rolle="))?.slice("--rolle=".length) : rest[flag + 1];
    if (role !== "admin" && role !== "redaktør")
      fail(
        `Velg rollen med --rolle admin eller --rolle redaktør, for eksempel: npm run staff -- ${action} navn@kortvalg.no${example[action]}`,
      );
    return { command: action === "role" ? "staff-role" : "staff-invite", email, role };
  }
  fail(usage);
}

/** A date as Norwegians read it, in Norwegian time. @param {string | Date} date */
const when = (date) =>
  new Date(date).toLocaleString("nb-NO", { timeZone: "Europe/Oslo", dateStyle: "short", timeStyle: "short" });

/** A card file is ten cards of a few kilobytes each: anything near this is not one. */
const MAX_CARD_FILE_BYTES = 5 * 1024 * 1024;

/** @param {string[]} args @returns {Record<string, unknown>} */
function parseCardsCommand(args) {
  const [action, file, ...rest] = args;
  if (action === "export" && args.length === 1) return { command: "cards-export" };
  if (action === "export" && args.length === 2 && !file?.startsWith("-")) {
    exportFile = fromWhereRun(/** @type {string} */ (file));
    return { command: "cards-export" };
  }
  if (action === "sync" && args.length === 1) return { command: "cards-sync" };
  // After checking the feed: take in more new products at once than a sync otherwise allows.
  if (action === "sync" && args.length === 2 && file === "--godta-nye")
    return { command: "cards-sync", acceptNew: true };
  if (action !== "import") fail(usage);
  if (!file || file.startsWith("--"))
    fail(
      "Skriv filen etter «import», for eksempel: npm run cards -- import kort.json --kilde https://www.banken.no/vilkar",
    );
  const flag = rest.indexOf("--kilde");
  const source =
    flag === -1 ? rest.find((arg) => arg.startsWith("--kilde="))?.slice("--kilde=".length) : rest[flag + 1];
  if (!source)
    fail(
      'Skriv hvor opplysningene kommer fra med --kilde, for eksempel --kilde https://www.banken.no/vilkar eller --kilde "Prisliste mottatt fra banken"',
    );
  const dryRun = rest.includes("--prøv") || rest.includes("--dry-run");
  const force = rest.includes("--tving") || rest.includes("--force");
  let text;
  try {
    if (statSync(fromWhereRun(file)).size > MAX_CARD_FILE_BYTES)
      fail(`Filen ${file} er for stor til å være en kortfil (over 5 MB).`);
    text = readFileSync(fromWhereRun(file), "utf8");
  } catch (error) {
    fail(`Fant ikke filen ${file}: ${error instanceof Error ? error.message : error}`);
  }
  let cards;
  try {
    cards = JSON.parse(withoutNpmBanner(text));
  } catch (error) {
    fail(`Filen ${file} er ikke gyldig JSON: ${error instanceof Error ? error.message : error}`);
  }
  return { command: "cards-import", cards, source, dryRun, force };
}

/**
 * The difference an import makes, a card at a time: the new cards with the address each gets, then the changed ones.
 * @param {{ name: string, fromVersion: number, changes: Array<{ label: string, from: string, to: string }>, checkedOnly: boolean, newSlug?: string }[]} plan
 */
function planText(plan) {
  if (plan.length === 0) return ["Ingen endringer: filen er lik kortene slik de er publisert."];
  const added = plan.filter((step) => step.newSlug);
  const changed = plan.filter((step) => !step.newSlug);
  return [
    ...(added.length > 0
      ? [
          `Nye kort (${added.length}), uten vurdering og med kortbilde tegnet av kortnettverk og bank:`,
          ...added.map((step) => `  ${step.name} på /kort/${step.newSlug}`),
        ]
      : []),
    ...(changed.length > 0
      ? [
          `Kort som endres (${changed.length}):`,
          ...changed.flatMap((step) => [
            `  ${step.name} (versjon ${step.fromVersion} → ${step.fromVersion + 1})`,
            ...(step.checkedOnly
              ? ["    Bare datoen for siste kontroll"]
              : step.changes.map((change) => `    ${change.label}: ${change.from} → ${change.to}`)),
          ]),
        ]
      : []),
  ];
}

/**
 * What a person reads: the staff commands answer in sentences, the others in JSON.
 * @param {Record<string, unknown>} command
 * @param {any} result
 */
function present(command, result) {
  switch (command.command) {
    case "staff-invite":
      return [
        `Invitasjon til ${result.email} med rollen ${result.role}. Lenken er sendt på e-post og virker én gang, til ${new Date(result.expiresAt).toLocaleString("nb-NO", { timeZone: "Europe/Oslo" })}:`,
        "",
        result.link,
        "",
        "Åpne den i nettleseren som skal ha passkeyen (passkeys er knyttet til adressen over, ikke til en IP-adresse).",
        ...(result.keptRole
          ? [
              "",
              `${result.email} har allerede rollen ${result.role}, og en invitasjon endrer ikke rollen. Skal den endres: npm run staff -- role ${result.email} --rolle ${command.role}`,
            ]
          : []),
      ].join("\n");
    case "staff-list":
      return result.length === 0
        ? "Ingen har tilgang til bakrommet ennå. Inviter med: npm run staff -- invite <e-post> --rolle admin"
        : result
            .map((/** @type {any} */ member) =>
              [
                `${member.email}\t${member.role}\t${member.revokedAt ? "tilgang fjernet" : "aktiv"}\t${member.passkeys.length} passkey(s)\t${member.sessions} innlogging(er)`,
                ...member.passkeys.map(
                  (/** @type {any} */ passkey) =>
                    `  passkey «${passkey.name}»\tid ${passkey.id.slice(0, 12)}\tlaget ${when(passkey.createdAt)}\t${passkey.lastUsedAt ? `sist brukt ${when(passkey.lastUsedAt)}` : "aldri brukt"}`,
                ),
              ].join("\n"),
            )
            .join("\n");
    case "staff-revoke":
      return result.found
        ? `Tilgangen til ${result.email} er fjernet. ${result.sessionsEnded} innlogging(er) avsluttet og ${result.passkeysRemoved} passkey(s) slettet. En ny invitasjon lar dem lage en ny passkey.`
        : "Fant ingen ansatt med den adressen.";
    case "staff-role":
      switch (result.status) {
        case "changed":
          return `${result.email} har nå rollen ${result.to} (var ${result.from}). Det gjelder fra neste side de åpner.`;
        case "unchanged":
          return `${result.email} har allerede rollen ${result.role}. Ingenting er endret.`;
        case "last-admin":
          return `${result.email} er den eneste administratoren med tilgang, og beholder rollen admin. Gjør en annen til admin først.`;
        default:
          return "Fant ingen ansatt med den adressen.";
      }
    case "staff-remove-passkey":
      switch (result.status) {
        case "removed":
          return [
            `Passkeyen «${result.name}» til ${result.email} er slettet. ${result.sessionsEnded} innlogging(er) med den er avsluttet.`,
            ...(result.left === 0
              ? [
                  `${result.email} har ingen passkey igjen og trenger en ny invitasjon: npm run staff -- invite ${result.email} --rolle <rolle>`,
                ]
              : []),
          ].join("\n");
        case "no-passkey":
          return result.names.length === 0
            ? `${result.email} har ingen passkeys.`
            : `${result.email} har ingen passkey med det navnet eller den id-en. Passkeyene deres: ${result.names.map((/** @type {string} */ name) => `«${name}»`).join(", ")}.`;
        case "ambiguous":
          return `${result.email} har flere passkeys med det navnet. Skriv id-en i stedet (minst 8 tegn): ${result.ids.join(", ")}`;
        default:
          return "Fant ingen ansatt med den adressen.";
      }
    case "cards-export":
      return JSON.stringify(result, null, 2);
    case "cards-import":
      if (result.status === "invalid")
        return [
          "Importen er avvist, og ingenting er endret:",
          ...result.problems.map((/** @type {string} */ problem) => `- ${problem}`),
        ].join("\n");
      return [
        ...planText(result.plan),
        "",
        result.status === "imported"
          ? `Importert: ${result.plan.length} ny(e) versjon(er). Sidene på nettstedet viser dem om noen sekunder.`
          : command.dryRun
            ? "Ingenting er lagret (--prøv). Kjør uten --prøv for å importere."
            : "Ingenting å importere.",
      ].join("\n");
    case "cards-sync":
      return syncText(result);
    case "commission-pull":
      return result.map(pullText).join("\n");
    default:
      return JSON.stringify(result, null, 2);
  }
}

/** What a sync did, in Norwegian. @param {any} result */
function syncText(result) {
  /** @param {number} n @param {string} one @param {string} many */
  const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
  switch (result.status) {
    case "no-credentials":
      return `Ingen synkronisering: ${result.message}`;
    case "busy":
      return result.message;
    case "not-due":
      return "Ingen synkronisering trengs nå.";
    case "failed":
      return `Synkroniseringen med Finansportalen feilet, og ingen kort er endret:\n- ${result.error}`;
  }
  /** @type {Record<string, string>} */
  const verbs = { new: "Nytt kort", change: "Endret", retire: "Tatt ut av salg" };
  const lines = [
    `Synkronisert med Finansportalen: ${count(result.productsRead, "produkt", "produkter")} lest.`,
    ...result.written.map(
      (/** @type {any} */ step) =>
        `- ${verbs[step.what]}: ${step.name}${step.changes.length > 0 ? ` (${step.changes.map((/** @type {any} */ change) => `${change.label}: ${change.from} → ${change.to}`).join("; ")})` : ""}`,
    ),
    ...result.held.map(
      (/** @type {any} */ step) =>
        `- Til godkjenning: ${step.name}: ${step.reasons.map((/** @type {any} */ reason) => reason.message).join(" ")}`,
    ),
    ...result.matches.map((/** @type {any} */ step) => `- Foreslått kobling: ${step.message}`),
    ...result.missing.map((/** @type {any} */ step) => `- Mangler: ${step.name}: ${step.message}`),
    ...result.skipped.map(
      (/** @type {string} */ name) => `- Utsatt: ${name} ble endret av en redaktør underveis; tas med neste gang.`,
    ),
    "",
    `${count(result.counts.added, "nytt kort", "nye kort")}, ${count(result.counts.changed, "endret", "endret")}, ` +
      `${count(result.counts.held, "til godkjenning", "til godkjenning")}, ${count(result.counts.retired, "tatt ut av salg", "tatt ut av salg")}.`,
    result.written.length > 0 ? "Sidene på nettstedet viser endringene om noen sekunder." : "Ingen kort er endret.",
  ];
  return lines.join("\n");
}

/** Network names as the back office writes them. @type {Record<string, string>} */
const networkNames = { adtraction: "Adtraction", awin: "Awin" };

/** What a pull from one network did, in Norwegian. @param {any} result */
function pullText(result) {
  const name = networkNames[result.network] ?? result.network;
  switch (result.status) {
    case "no-credentials":
      return `${name}: ${result.message}`;
    case "busy":
      return `${name}: ${result.message}`;
    case "not-due":
      return `${name}: ingen henting trengs nå.`;
    case "failed":
      return `${name}: hentingen feilet:\n- ${result.error}`;
  }
  return [
    `${name}: ${result.read} transaksjoner lest, ${result.added} nye, ${result.changed} endret, ${result.unattributed} uten kjent klikk.`,
    ...result.skipped.slice(0, 10).map((/** @type {string} */ line) => `- Hoppet over: ${line}`),
  ].join("\n");
}

/** Text with its control characters shown as \u{…}, line breaks and tabs kept. @param {string} text */
function printable(text) {
  return text.replace(/[\p{Cc}\p{Cf}]/gu, (char) =>
    char === "\n" || char === "\t" ? char : `\\u{${char.codePointAt(0)?.toString(16)}}`,
  );
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(printable(message));
  process.exit(2);
}

process.env.NODE_ENV ??= "production";
// Standard output is the command's JSON answer; the services' progress lines stay out of it.
process.env.LOG_QUIET = "1";
const command = parseCommand(process.argv.slice(2));
const config = readConfig();
let result;
try {
  result = await run(command);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (exportFile) {
  // The JSON as the import reads it, written whole, then renamed: an interrupted export leaves no half file.
  writeFileSync(`${exportFile}.${process.pid}`, `${JSON.stringify(result, null, 2)}\n`);
  renameSync(`${exportFile}.${process.pid}`, exportFile);
  console.log(`Skrev ${result.length} kort til ${path.relative(process.env.INIT_CWD ?? process.cwd(), exportFile)}.`);
}
// What a command prints may hold text someone typed (a card's source): never a terminal escape. Redirected to a
// file (`npm run cards -- export > kort.json`), the file holds what it prints alone, without npm's banner.
else writeWithoutNpmBanner(`${printable(present(command, result))}\n`);
const refused =
  (command.command === "staff-revoke" && !result.found) ||
  ((command.command === "staff-role" || command.command === "staff-remove-passkey") &&
    !["changed", "unchanged", "removed"].includes(result.status)) ||
  (command.command === "cards-import" && result.status === "invalid") ||
  (command.command === "cards-sync" && (result.status === "failed" || result.status === "busy")) ||
  (command.command === "commission-pull" &&
    result.some((/** @type {any} */ outcome) => outcome.status === "failed" || outcome.status === "busy"));
process.exit(refused ? 1 : 0);

/**
 * Runs the command where the data is. With PostgreSQL: here. With the embedded database: in the process
 * that owns the data folder (host/owner-lock.js): the running server, through the admin socket its
 * lock record names, however busy it is; or here, holding the folder's lock, when nobody owns it. An
 * owner that cannot be reached (another maintenance command, a server on another machine sharing the
 * folder) is waited for: this command never opens files another process has open.
 * @param {Record<string, unknown>} command
 */
async function run(command) {
  if (config.databaseUrl) return runHere(command);
  ensurePrivateDir(config.dataDir);
  const lockPath = ownerLockPath(config.dataDir);
  let toldWaiting = false;
  for (;;) {
    const held = tryHold(lockPath, { role: "command" });
    if (held) {
      // A server of the version before the locks holds none, but answers on the folder's socket (an upgrade
      // in progress): it owns the database, so the command goes to it.
      const legacySocket = path.join(config.dataDir, "admin.sock");
      if (await socketAnswers(legacySocket)) {
        held.release();
        return adminRequest(legacySocket, command);
      }
      try {
        return await runHere(command);
      } finally {
        held.release();
      }
    }
    const owner = readOwner(lockPath);
    if (owner?.role === "server" && owner.adminSocket && isOnThisHost(owner)) {
      const slow = setTimeout(
        () => console.error(`Venter på svar fra ${describeOwner(owner)} (avbryt med Ctrl+C).`),
        5_000,
      );
      try {
        return await adminRequest(owner.adminSocket, command);
      } catch (error) {
        if (!(error instanceof NotListening)) throw error;
        // Not listening yet (starting) or already gone: look again.
      } finally {
        clearTimeout(slow);
      }
    }
    if (!toldWaiting) {
      toldWaiting = true;
      console.error(
        `Venter på at ${describeOwner(owner)} blir ferdig med datamappen ${config.dataDir} (avbryt med Ctrl+C).`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** @param {Record<string, unknown>} command */
async function runHere(command) {
  ensureBuild();
  const build = await import(pathToFileURL(path.join(config.buildDir, "server", "index.js")).href);
  const lifecycle = build.entry.module;
  // A card import renders what depends on the cards before it commits, here as in the server (started only if one is made).
  const renderCheck = createRenderCheck({
    buildDir: config.buildDir,
    origin: config.publicOrigin,
    pagePaths: () => prerenderedPages(path.join(config.buildDir, "client")),
  });
  const services = await lifecycle.startServices({
    ...config,
    // As in the server (host/index.js), with the cards that pay read at start.
    renderCardWrites: cardWriteRenderer(renderCheck, lifecycle),
  });
  try {
    return await lifecycle.runAdminCommand(services, command);
  } finally {
    await lifecycle.stopServices(services);
    await renderCheck.stop();
  }
}
