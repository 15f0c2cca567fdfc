import { describe, expect, test } from "vitest";
import { refusePageBody } from "./form-body-check";

const bytes = (s: string) => new Uint8Array(Buffer.from(s));

describe("refusePageBody", () => {
  test("GET, HEAD and a form's POST pass", async () => {
    expect(await refusePageBody("GET", undefined, undefined)).toBeNull();
    expect(await refusePageBody("HEAD", undefined, undefined)).toBeNull();
    expect(
      await refusePageBody("POST", "application/x-www-form-urlencoded", bytes("a=1")),
    ).toBeNull();
    const multipart = '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n';
    expect(
      await refusePageBody("POST", "multipart/form-data; boundary=b", bytes(multipart)),
    ).toBeNull();
  });

  test("an empty post passes whatever its type: it reads as an empty form", async () => {
    expect(await refusePageBody("POST", undefined, new Uint8Array(0))).toBeNull();
  });

  test("any other method is 405 with the methods a page answers", async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) {
      expect(await refusePageBody(method, undefined, undefined)).toEqual({
        status: 405,
        allow: "GET, HEAD, POST",
      });
    }
  });

  test("a body no form sends is 415; a multipart body that does not parse is 400", async () => {
    for (const type of [undefined, "application/json", "text/plain", "application/xml"]) {
      expect(await refusePageBody("POST", type, bytes("{}"))).toEqual({ status: 415 });
    }
    expect(await refusePageBody("POST", "multipart/form-data", bytes("x"))).toEqual({
      status: 400,
    });
    expect(
      await refusePageBody("POST", "multipart/form-data; boundary=b", bytes("--b\r\nContent-Dis")),
    ).toEqual({ status: 400 });
  });
});
