// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorSummary } from "./error-summary";

// React's test utilities: `act` flushes effects when this flag is set.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const form = (
  <form>
    <ErrorSummary errors={{ name: "Enter your name" }} order={["name"]} idPrefix="t" />
    <input id="t-name" name="name" />
  </form>
);
const summary = () => document.querySelector<HTMLElement>("[data-error-summary]");

describe("ErrorSummary's focus", () => {
  let root: Root | undefined;
  let container: HTMLElement;
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
  });
  const mount = (hydrate: boolean) => {
    container = document.createElement("div");
    document.body.append(container);
    if (hydrate) container.innerHTML = renderToString(form);
    return container;
  };

  it("rendered in the browser (an answer to a post sent by script), it takes the focus", () => {
    const into = mount(false);
    act(() => {
      root = createRoot(into);
      root.render(form);
    });
    expect(document.activeElement).toBe(summary());
  });

  it("hydrated from the server's HTML with nothing focused, it takes the focus", () => {
    const into = mount(true);
    act(() => {
      root = hydrateRoot(into, form);
    });
    expect(document.activeElement).toBe(summary());
  });

  it("hydrated after the visitor has gone to a field, it leaves the focus there", () => {
    const into = mount(true);
    const field = document.querySelector<HTMLInputElement>("#t-name");
    field?.focus();
    act(() => {
      root = hydrateRoot(into, form);
    });
    expect(document.activeElement).toBe(field);
  });
});
