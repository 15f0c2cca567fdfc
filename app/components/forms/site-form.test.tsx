// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import { SiteForm } from "./site-form";

afterEach(cleanup);

function Forms() {
  return (
    <>
      <SiteForm method="post" aria-label="Ours">
        <button type="submit">Send</button>
      </SiteForm>
      <SiteForm method="post" action="/contact" discover="render" aria-label="Told">
        <button type="submit">Send</button>
      </SiteForm>
    </>
  );
}

test("a form does not look up its action's route when the page hydrates, unless told to (ADR 038)", () => {
  const Page = createRoutesStub([{ path: "/consultation", Component: Forms, action: () => null }]);
  render(<Page initialEntries={["/consultation"]} />);
  const ours = screen.getByRole("form", { name: "Ours" });
  expect(ours.hasAttribute("data-discover")).toBe(false);
  // Still React Router's form: it posts to the page it is on.
  expect(ours.getAttribute("action")).toBe("/consultation");
  expect(screen.getByRole("form", { name: "Told" }).getAttribute("data-discover")).toBe("true");
});
