// @vitest-environment happy-dom
import { describe, expect, test } from "vitest";
import { changedSinceRendered } from "./changed-since-rendered";

function formFrom(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  const form = document.querySelector("form");
  if (!form) throw new Error("no form");
  return form;
}

describe("changedSinceRendered", () => {
  test("a form as the server rendered it is unchanged", () => {
    const form = formFrom(`
      <input name="price" value="250000">
      <input type="radio" name="type" value="sale"><input type="radio" name="type" value="purchase" checked>
      <input type="checkbox" name="ftb">
      <textarea name="note">hello</textarea>
      <select name="area"><option value="a">A</option><option value="b">B</option></select>
      <input type="hidden" name="carried" value="x">`);
    expect(changedSinceRendered(form)).toBe(false);
  });

  test("a typed value, a new choice, a tick, a note or a selection each count as a change", () => {
    const changes: Array<(form: HTMLFormElement) => void> = [
      (f) => {
        (f.elements.namedItem("price") as HTMLInputElement).value = "295000";
      },
      (f) => {
        (f.querySelector('input[value="sale"]') as HTMLInputElement).checked = true;
      },
      (f) => {
        (f.elements.namedItem("ftb") as HTMLInputElement).checked = true;
      },
      (f) => {
        (f.elements.namedItem("note") as HTMLTextAreaElement).value = "changed";
      },
      (f) => {
        (f.elements.namedItem("area") as HTMLSelectElement).selectedIndex = 1;
      },
    ];
    for (const change of changes) {
      const form = formFrom(`
        <input name="price" value="250000">
        <input type="radio" name="type" value="sale"><input type="radio" name="type" value="purchase" checked>
        <input type="checkbox" name="ftb">
        <textarea name="note">hello</textarea>
        <select name="area"><option value="a">A</option><option value="b">B</option></select>`);
      change(form);
      expect(changedSinceRendered(form)).toBe(true);
    }
  });
});
