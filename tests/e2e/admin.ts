import type { BrowserContext, TestInfo } from "@playwright/test";
import { adminRequest } from "../../host/admin.js";
import type { ProjectMetadata } from "../../playwright.config";

/** Asks the server under test (through its admin socket) what it has stored: the database is its own. */
export function admin<T = unknown>(testInfo: TestInfo, command: Record<string, unknown>): Promise<T> {
  const { adminSocket } = testInfo.project.metadata as ProjectMetadata;
  return adminRequest(adminSocket, command) as Promise<T>;
}

/** A unique e-mail address per test run, so parallel specs never see each other's rows. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.no`;

/** A made-up client address for X-Forwarded-For (the test server trusts its loopback proxy), one per test. */
export const clientAddress = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/**
 * Gives a browser test a client address of its own. The rate limits count per client, and every browser
 * test would otherwise be 127.0.0.1: one spec's posts must never use up another's allowance.
 */
export const asOwnClient = async ({ context }: { context: BrowserContext }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress() });
};
