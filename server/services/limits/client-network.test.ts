import { describe, expect, test } from "vitest";
import { clientNetworkOf } from "./client-network";

describe("the network a per-address limit counts", () => {
  test("an IPv4 address is itself, in either of the forms Node gives it", () => {
    expect(clientNetworkOf("203.0.113.9")).toBe("203.0.113.9");
    expect(clientNetworkOf("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientNetworkOf("::ffff:203.0.113.10")).not.toBe(clientNetworkOf("::ffff:203.0.113.9"));
  });

  test("IPv6 addresses in one /64 are one network; the next /64 is another", () => {
    const one = clientNetworkOf("2001:db8:1:2::1");
    expect(clientNetworkOf("2001:db8:1:2:ffff:ffff:ffff:fffe")).toBe(one);
    expect(clientNetworkOf("2001:db8:1:3::1")).not.toBe(one);
  });
});
