// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from "vitest";

afterEach(() => vi.restoreAllMocks());

test("loading the enhancement script's modules builds no Intl formatter (25 ms of a phone's main thread)", async () => {
  vi.resetModules();
  const dateFormats = vi.spyOn(Intl, "DateTimeFormat");
  const numberFormats = vi.spyOn(Intl, "NumberFormat");
  await import("./menus");
  await import("./notices");
  await import("./prefetch");
  await import("./service-worker");
  await import("./when-idle");
  expect(dateFormats).not.toHaveBeenCalled();
  expect(numberFormats).not.toHaveBeenCalled();
});
