/**
 * The part of fs-native-extensions (Holepunch; no types of its own) that host/owner-lock.js uses.
 * On Linux `tryLock` is an open file description lock (fcntl F_OFD_SETLK) on the whole file.
 */
declare module "fs-native-extensions" {
  /** True if the lock was granted, false if another open file description holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
