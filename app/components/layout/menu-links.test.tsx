// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { createSiteRoutesStub } from "~/components/testing/site-routes-stub";
import { MenuLink, SubmenuList } from "./menu-links";

afterEach(cleanup);

const items = [
  { name: "Family Law", href: "/services/family-law" },
  { name: "Conveyancing", href: "/services/conveyancing" },
  { name: "See more services", href: "/services" },
];

// A data router, as the site has: links ask the matched routes what kind of page they are on.
let shown: React.ReactNode = null;
function Shown() {
  return shown;
}
const Stub = createSiteRoutesStub([{ path: "*", Component: Shown }]);
const at = (path: string, ui: React.ReactNode) => {
  shown = ui;
  return render(<Stub initialEntries={[path]} />);
};

describe("MenuLink", () => {
  test("is marked current on its own page only, not on the pages below it", () => {
    at("/services/family-law", <MenuLink item={{ name: "Services", href: "/services" }} />);
    expect(screen.getByRole("link", { name: "Services" }).getAttribute("aria-current")).toBeNull();
    cleanup();
    at("/services", <MenuLink item={{ name: "Services", href: "/services" }} />);
    expect(screen.getByRole("link", { name: "Services" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  test("a class function is told whether the link is current", () => {
    at(
      "/services",
      <MenuLink
        item={{ name: "Services", href: "/services" }}
        className={({ isActive }) => (isActive ? "here" : "elsewhere")}
      />,
    );
    expect(screen.getByRole("link", { name: "Services" }).className).toBe("here");
  });
});

describe("SubmenuList", () => {
  test("lists every entry as a link, even two with one address, with the list's own attributes", () => {
    at(
      "/",
      <SubmenuList
        id="panel"
        hidden={false}
        className="panel"
        items={[...items, { name: "All services", href: "/services" }]}
        linkClassName="entry"
      />,
    );
    const list = screen.getByRole("list");
    expect(list.id).toBe("panel");
    expect(list.className).toBe("panel");
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual([
      "Family Law",
      "Conveyancing",
      "See more services",
      "All services",
    ]);
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/services/family-law",
      "/services/conveyancing",
      "/services",
      "/services",
    ]);
    expect(links.every((a) => a.className === "entry")).toBe(true);
  });
});
