// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { SiteLink } from "./site-link";

afterEach(cleanup);

const working: RouteHandle = { kind: "working" };
const reading: RouteHandle = { kind: "reading" };

function BookingPage() {
  return (
    <>
      <SiteLink to="/contact">Contact</SiteLink>
      <SiteLink to="/about">About</SiteLink>
    </>
  );
}
function ContactPage() {
  return <h1>Contact page</h1>;
}
function AboutPage() {
  return <h1>About page</h1>;
}

const Site = createRoutesStub([
  { path: "/consultation", handle: working, Component: BookingPage },
  { path: "/contact", handle: working, Component: ContactPage },
  { path: "/about", handle: reading, Component: AboutPage },
]);

function click(name: string) {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  screen.getByRole("link", { name }).dispatchEvent(event);
  return event;
}

test("from a working page, a link to another working page navigates in the browser", async () => {
  render(<Site initialEntries={["/consultation"]} />);
  expect(click("Contact").defaultPrevented).toBe(true);
  expect(await screen.findByRole("heading", { name: "Contact page" })).toBeTruthy();
});

test("from a working page, a link to a reading page is left to the browser (a full load)", () => {
  render(<Site initialEntries={["/consultation"]} />);
  // React Router did not take the click: the browser's own navigation goes ahead.
  expect(click("About").defaultPrevented).toBe(false);
  expect(screen.queryByRole("heading", { name: "About page" })).toBeNull();
});
