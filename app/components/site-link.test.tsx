// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { createSiteRoutesStub } from "~/components/testing/site-routes-stub";
import { DISCOVER_ON_INTENT } from "~/lib/routing/discover-on-intent";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { SiteLink, SiteNavLink } from "./site-link";

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

const Site = createSiteRoutesStub([
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

function ReadingMenu() {
  return (
    <nav>
      <SiteNavLink to="/" end>
        Home
      </SiteNavLink>
      <SiteNavLink to="/services" className="item">
        Services
      </SiteNavLink>
      <SiteNavLink to="/services/wills" className={({ isActive }) => (isActive ? "on" : "off")}>
        Wills
      </SiteNavLink>
      <SiteNavLink to="/serviced">Serviced</SiteNavLink>
      <SiteLink to={{ pathname: "/contact", hash: "form" }} prefetch="intent">
        Write to us
      </SiteLink>
    </nav>
  );
}

const ReadingSite = createSiteRoutesStub([
  { path: "/services/wills", handle: reading, Component: ReadingMenu },
]);

test("on a reading page, links are plain anchors marking the current page as NavLink would", () => {
  const { container } = render(<ReadingSite initialEntries={["/services/wills"]} />);
  const link = (name: string) => screen.getByRole("link", { name });
  // A section and its page are current; "/" with end, and a mere prefix, are not.
  expect(link("Home").getAttribute("aria-current")).toBeNull();
  expect(link("Services").getAttribute("aria-current")).toBe("page");
  expect(link("Services").className).toBe("item active");
  expect(link("Wills").getAttribute("aria-current")).toBe("page");
  expect(link("Wills").className).toBe("on");
  expect(link("Serviced").getAttribute("aria-current")).toBeNull();
  // Nothing of React Router's own is left on them: no route discovery, no prefetch attribute.
  expect(link("Write to us").getAttribute("href")).toBe("/contact#form");
  expect(container.innerHTML).not.toMatch(/data-discover|prefetch=/);
});

function LinksToWorkingPages() {
  return (
    <nav>
      <SiteLink to="/contact">Contact</SiteLink>
      <SiteNavLink to="/consultation">Book</SiteNavLink>
      <SiteLink to="/contact" discover="render">
        Contact at once
      </SiteLink>
    </nav>
  );
}

test("a link the browser follows learns its route on intent, not when the page hydrates (ADR 038)", () => {
  const Working = createSiteRoutesStub([
    { path: "/consultation", handle: working, Component: LinksToWorkingPages },
    { path: "/contact", handle: working, Component: ContactPage },
  ]);
  render(<Working initialEntries={["/consultation"]} />);
  for (const name of ["Contact", "Book"]) {
    const link = screen.getByRole("link", { name });
    expect(link.hasAttribute("data-discover"), name).toBe(false);
    expect(link.hasAttribute(DISCOVER_ON_INTENT), name).toBe(true);
  }
  // A link that asks for React Router's own lookup keeps it.
  const told = screen.getByRole("link", { name: "Contact at once" });
  expect(told.getAttribute("data-discover")).toBe("true");
  expect(told.hasAttribute(DISCOVER_ON_INTENT)).toBe(false);
});
