import { describe, expect, it } from "vitest";
import { clientGroup, clientKey } from "./rate-limit.server";

describe("clientGroup: one client in every limit", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::FFFF:c000:0201", "192.0.2.1"],
    ["2001:db8:1:2::a", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:0003:0004:0005:0006", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["2001:db8:1:2::192.0.2.1", "2001:db8:1:2::/64"],
    ["unknown", "unknown"],
  ])("%s is counted as %s", (address, client) => {
    expect(clientGroup(address)).toBe(client);
  });

  it("gives every address of one /64 the same key, and the next /64 another", () => {
    const key = clientKey("2001:db8:1:2::a", "secret");
    expect(clientKey("2001:db8:1:2:ffff:1:2:3", "secret")).toBe(key);
    expect(clientKey("2001:db8:1:3::a", "secret")).not.toBe(key);
  });
});
