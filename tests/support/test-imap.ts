import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect, type AddressInfo } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";

/** Debian's Dovecot (`apt-get install dovecot-imapd`; `.ci/run` installs it). */
const DOVECOT = ["/usr/sbin/dovecot", "/usr/bin/dovecot"].find((file) => existsSync(file));

/**
 * Whether the IMAP tests can run here. In CI they must: without Dovecot they fail there rather than skip.
 * Elsewhere they skip, and say how to install it.
 */
export const dovecotMissing: string | null = DOVECOT
  ? null
  : process.env.CI
    ? null
    : "Dovecot er ikke installert: `sudo apt-get install -y dovecot-imapd` (CI installerer den selv i .ci/run)";

export type TestImap = {
  /** imap://support:<password>@127.0.0.1:<port>/INBOX */
  url: string;
  user: string;
  password: string;
  port: number;
  /** Puts a raw message into the mailbox, as a mail server delivering it would (IMAP APPEND). */
  append(raw: string | Buffer, mailbox?: string): Promise<void>;
  /** The flags of every message in the mailbox, by UID. */
  flags(mailbox?: string): Promise<Map<number, Set<string>>>;
  /** Dovecot's own log so far (for a test that fails). */
  log(): string;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("* OK"));
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * A real IMAP server for one test file: Dovecot with its whole configuration, state, log and maildir in a
 * temporary folder, on a free loopback port, in the foreground as a child of the test (no system service).
 * Its one user lives in a passwd file; the mail belongs to an unprivileged uid (nobody when the tests run as
 * root, else the user running them), as Dovecot refuses to let uid 0 own mail.
 */
export async function startTestImap(): Promise<TestImap> {
  if (!DOVECOT) throw new Error("Dovecot is not installed (apt-get install -y dovecot-imapd)");
  const dir = mkdtempSync(path.join(tmpdir(), "kortvalg-imap-"));
  chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  const me = userInfo();
  const mailUid = asRoot ? 65534 : me.uid;
  const mailGid = asRoot ? 65534 : me.gid;
  const internalUser = asRoot ? "dovecot" : me.username;
  const loginUser = asRoot ? "dovenull" : me.username;
  const mailDir = path.join(dir, "mail");
  mkdirSync(mailDir, { mode: 0o700 });
  if (asRoot) chownSync(mailDir, mailUid, mailGid);
  const user = "support";
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  writeFileSync(path.join(dir, "passwd"), `${user}:{PLAIN}${password}:${mailUid}:${mailGid}::${mailDir}/${user}::\n`, {
    mode: 0o644,
  });
  const port = await freePort();
  const logFile = path.join(dir, "dovecot.log");
  const config = path.join(dir, "dovecot.conf");
  writeFileSync(
    config,
    `
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = kortvalg-test-${port}
log_path = ${logFile}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${internalUser}
default_internal_group = ${asRoot ? "dovecot" : spawnSync("id", ["-gn"]).stdout.toString().trim() || me.username}
default_login_user = ${loginUser}
first_valid_uid = 1
mail_location = maildir:~/Maildir
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = passwd-file
  args = username_format=%u ${dir}/passwd
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
  chroot =
}
service anvil {
  chroot =
}
`,
  );
  const child: ChildProcess = spawn(DOVECOT, ["-F", "-c", config], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const log = () => output + (existsSync(logFile) ? readFileSync(logFile, "utf8") : "");
  const deadline = Date.now() + 15_000;
  while (!(await greets(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Dovecot did not start:\n${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = `imap://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/INBOX`;

  async function withClient<T>(run: (client: ImapFlow) => Promise<T>): Promise<T> {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      auth: { user, pass: password },
      logger: false,
    });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.logout().catch(() => undefined);
    }
  }

  return {
    url,
    user,
    password,
    port,
    async append(raw, mailbox = "INBOX") {
      await withClient(async (client) => {
        if (mailbox !== "INBOX") await client.mailboxCreate(mailbox).catch(() => undefined);
        await client.append(mailbox, raw);
      });
    },
    async flags(mailbox = "INBOX") {
      return withClient(async (client) => {
        const lock = await client.getMailboxLock(mailbox);
        try {
          const all = new Map<number, Set<string>>();
          const status = await client.status(mailbox, { messages: true });
          if (!status || !status.messages) return all;
          for await (const message of client.fetch("1:*", { uid: true, flags: true }, { uid: true }))
            all.set(message.uid, message.flags ?? new Set());
          return all;
        } finally {
          lock.release();
        }
      });
    },
    log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
