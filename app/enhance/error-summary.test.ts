// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { focusServerErrorSummary } from "./error-summary";

function renderSummary() {
  document.body.innerHTML = `
    <form><div tabindex="-1" role="alert" data-error-summary=""><h2>There is a problem</h2></div>
    <input id="name" name="name"></form>`;
  return document.querySelector<HTMLElement>("[data-error-summary]");
}

describe("focusServerErrorSummary", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = "";
  });

  it("focuses the summary the server rendered", () => {
    const summary = renderSummary();
    focusServerErrorSummary(document);
    expect(document.activeElement).toBe(summary);
  });

  it("waits for the parser when it runs before the form is there", () => {
    const state = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    focusServerErrorSummary(document);
    const summary = renderSummary();
    expect(document.activeElement).not.toBe(summary);
    state.mockReturnValue("interactive");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(document.activeElement).toBe(summary);
  });

  it("leaves the focus where the visitor has put it", () => {
    renderSummary();
    const field = document.querySelector<HTMLInputElement>("#name");
    field?.focus();
    focusServerErrorSummary(document);
    expect(document.activeElement).toBe(field);
  });

  it("does nothing on a page without one", () => {
    document.body.innerHTML = "<p>Nothing wrong</p>";
    focusServerErrorSummary(document);
    expect(document.activeElement).toBe(document.body);
  });
});
