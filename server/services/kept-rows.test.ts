import { describe, expect, test } from "vitest";
import { createKeptRows } from "./kept-rows";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("rows kept until the database changes", () => {
  test("a row found is read once, however many ask, until forgotten", async () => {
    const rows = createKeptRows<{ title: string }>({ maxEntries: 10 });
    let reads = 0;
    const load = async () => {
      reads += 1;
      return { title: `read ${reads}` };
    };
    const [a, b] = await Promise.all([rows.read("k", load), rows.read("k", load)]);
    expect(await rows.read("k", load)).toEqual({ title: "read 1" });
    expect(a).toBe(b);
    expect(reads).toBe(1);
    rows.forget();
    expect(await rows.read("k", load)).toEqual({ title: "read 2" });
  });

  test("nothing found, or a failed read, is asked again next time", async () => {
    const rows = createKeptRows<string>({ maxEntries: 10 });
    let reads = 0;
    expect(
      await rows.read("missing", async () => {
        reads += 1;
        return undefined;
      }),
    ).toBeUndefined();
    await expect(
      rows.read("failing", async () => {
        throw new Error("connection lost");
      }),
    ).rejects.toThrow("connection lost");
    expect(await rows.read("missing", async () => "now published")).toBe("now published");
    expect(await rows.read("failing", async () => "back")).toBe("back");
    expect(reads).toBe(1);
  });

  test("a read under way when a change arrives answers its request but is not kept", async () => {
    const rows = createKeptRows<string>({ maxEntries: 10 });
    const old = deferred<string>();
    const first = rows.read("k", () => old.promise);
    rows.forget();
    old.resolve("before the change");
    expect(await first).toBe("before the change");
    expect(await rows.read("k", async () => "after the change")).toBe("after the change");
  });

  test("at most maxEntries rows are kept, the oldest going first", async () => {
    const rows = createKeptRows<string>({ maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await rows.read(key, async () => `${key} 1`);
    expect(await rows.read("c", async () => "c 2")).toBe("c 1");
    expect(await rows.read("b", async () => "b 2")).toBe("b 1");
    expect(await rows.read("a", async () => "a 2")).toBe("a 2");
  });
});
