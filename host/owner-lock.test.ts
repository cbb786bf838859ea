import { mkdtempSync, rmSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { holdDataFolder, ownerLockPath, readOwner, tryHold } from "./owner-lock.js";

// fcntl OFD locks belong to an open file description, so two holds in one process exclude each other
// exactly as two processes do (the processes themselves: tests/e2e/data-folder-owner.spec.ts).
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "kortvalg-lock-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("a data folder's owner lock", () => {
  it("is held by one at a time, says who holds it, and is free again once released", () => {
    const lockPath = ownerLockPath(folder());
    const first = tryHold(lockPath, { role: "server", adminSocket: "/tmp/a.sock" });
    expect(first).not.toBeNull();
    expect(tryHold(lockPath, { role: "command" })).toBeNull();
    expect(readOwner(lockPath)).toMatchObject({ pid: process.pid, role: "server", adminSocket: "/tmp/a.sock" });
    first!.release();
    const second = tryHold(lockPath, { role: "command" });
    expect(second).not.toBeNull();
    expect(readOwner(lockPath)).toMatchObject({ role: "command" });
    expect(readOwner(lockPath)?.adminSocket).toBeUndefined();
    second!.release();
  });

  it("is no longer intact once its file is gone (another process could lock a new one there)", () => {
    const lockPath = ownerLockPath(folder());
    const held = tryHold(lockPath, { role: "server" })!;
    expect(held.intact()).toBe(true);
    unlinkSync(lockPath);
    expect(held.intact()).toBe(false);
    const usurper = tryHold(lockPath, { role: "server" });
    expect(usurper).not.toBeNull();
    usurper!.release();
    held.release();
  });

  it("refuses a second server at once, naming the first", async () => {
    const dataDir = folder();
    const first = await holdDataFolder({ dataDir, adminSocket: path.join(dataDir, "admin.sock") }, () => undefined);
    await expect(holdDataFolder({ dataDir, adminSocket: "/elsewhere.sock" }, () => undefined)).rejects.toThrow(
      new RegExp(`^Datamappen ${dataDir} eies allerede av serveren \\(pid ${process.pid}, startet `),
    );
    first.release();
  });

  it("makes a server wait for a maintenance command, then take the folder", async () => {
    const dataDir = folder();
    const command = tryHold(ownerLockPath(dataDir), { role: "command" })!;
    const said: string[] = [];
    let taken = false;
    const server = holdDataFolder({ dataDir, adminSocket: path.join(dataDir, "admin.sock") }, (message) =>
      said.push(message),
    ).then((held) => {
      taken = true;
      return held;
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(taken).toBe(false);
    expect(said).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Venter på at et vedlikeholdsprogram \\(pid ${process.pid}, .*\\) blir ferdig med datamappen ${dataDir}$`,
        ),
      ),
    ]);
    command.release();
    const held = await server;
    expect(readOwner(ownerLockPath(dataDir))).toMatchObject({ role: "server" });
    held.release();
  });
});

describe("a removed lock file", () => {
  it("is locked again by its owner at once, and a process that got there first is told", () => {
    const lockPath = ownerLockPath(folder());
    const held = tryHold(lockPath, { role: "server" })!;
    unlinkSync(lockPath);
    expect(held.retake()).toBe("retaken");
    expect(held.intact()).toBe(true);
    expect(tryHold(lockPath, { role: "command" })).toBeNull();
    unlinkSync(lockPath);
    const usurper = tryHold(lockPath, { role: "command" })!;
    expect(held.retake()).toBe("taken-by-another");
    usurper.release();
    held.release();
  });
});
