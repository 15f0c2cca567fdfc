import { expect, test } from "vitest";
import { canUseServiceWorker } from "./constants";

test.each([
  ["https:", "www.example.com", true],
  ["http:", "localhost", true],
  ["http:", "127.0.0.1", true],
  ["http:", "[::1]", true],
  ["http:", "www.example.com", false],
  ["http:", "192.168.1.20", false],
])("%s//%s may register a service worker: %s", (protocol, hostname, allowed) => {
  expect(canUseServiceWorker({ protocol, hostname })).toBe(allowed);
});
