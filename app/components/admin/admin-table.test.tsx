import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { AdminTable } from "./admin-table";

const render = (node: React.ReactNode) => renderToStaticMarkup(node);

describe("AdminTable", () => {
  test("gives every body cell its column's name, through fragments and arrays", () => {
    const areas = ["Wills", "Family"];
    // A row renderer returning a fragment, as OfficeResults' `cells` do.
    const firstCells = () => (
      <>
        <th scope="row">23 Nov</th>
        {areas.map((a) => (
          <td key={a}>1</td>
        ))}
      </>
    );
    const html = render(
      <AdminTable caption="Bookings" columns={["Week", ...areas, "Total"]}>
        <tr>
          {firstCells()}
          <td>2</td>
        </tr>
      </AdminTable>,
    );
    expect(html).toContain('<th scope="row" data-label="Week">23 Nov</th>');
    expect(html).toContain('<td data-label="Wills">1</td><td data-label="Family">1</td>');
    expect(html).toContain('<td data-label="Total">2</td>');
  });

  test("a column named only for screen readers: a hidden header, and no label on its cells", () => {
    const html = render(
      <AdminTable caption="Blocks" columns={["Reason", { label: "Remove", visuallyHidden: true }]}>
        <tr>
          <td>Training</td>
          <td>
            <button type="submit">Remove</button>
          </td>
        </tr>
      </AdminTable>,
    );
    expect(html).toContain('<th scope="col" class="p-3"><span class="sr-only">Remove</span></th>');
    expect(html).toContain('<td data-label="Reason">Training</td><td><button');
  });

  test("keeps the table's semantics: caption, column headers and the stacking class", () => {
    const html = render(
      <AdminTable caption="Articles, 2" columns={["Title"]}>
        {[]}
      </AdminTable>,
    );
    expect(html).toMatch(/^<div class="md:overflow-x-auto"><table class="stacked-table /);
    expect(html).toContain('<caption class="sr-only">Articles, 2</caption>');
    expect(html).toContain('<th scope="col" class="p-3">Title</th>');
  });
});
