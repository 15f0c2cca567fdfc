// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { MenuLink, SubmenuList } from "./menu-links";

afterEach(cleanup);

const items = [
  { name: "Family Law", href: "/services/family-law" },
  { name: "Conveyancing", href: "/services/conveyancing" },
  { name: "See more services", href: "/services" },
];

const at = (path: string, ui: React.ReactNode) =>
  render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

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
        onNavigate={() => {}}
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

  test("using an entry tells the menu, so it can close", () => {
    const onNavigate = vi.fn();
    at("/", <SubmenuList items={items} onNavigate={onNavigate} linkClassName="entry" />);
    fireEvent.click(screen.getByRole("link", { name: "Conveyancing" }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
