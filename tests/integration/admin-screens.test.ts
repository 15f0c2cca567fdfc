import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mondayOf, weekdayOf } from "~/shared/time/calendar";
import { formatDateWith } from "~/shared/time/format";
import { todayInLondon } from "~/shared/time/london-clock";
import { articles, bookingBlocks, teamMembers } from "../../server/db/schema";
import { signedInAs } from "./support/accounts";
import { decodeEntities, getAs, idFromLocation, postMultipart } from "./support/admin-forms";
import { addDays, at, insertBooking } from "./support/booking-rows";
import { createTestApp, type TestApp } from "./support/test-app";

// Issue 19's admin half: what the server sends for the editor's preview, the tables' stacked
// rows, the week view and the empty states.

let t: TestApp;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signedInAs(t, "staff")).cookie;
  admin = (await signedInAs(t, "admin")).cookie;
});
afterAll(() => t.close());

const db = () => t.database.handle.db;

/** The week view's day heading, "Monday 23 Nov". */
const dayHeading = (date: string) => formatDateWith(date, { weekday: "long", month: "short" });

/** The markup of a Markdown field's preview region, as the server drew it. */
function previewOf(html: string, fieldId: string): string {
  const start = html.indexOf(`aria-labelledby="${fieldId}-preview-heading"`);
  expect(start, `a preview region for ${fieldId}`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</section>", start));
}

describe("the Markdown editors' preview", () => {
  test("opening a saved article shows its preview at once, drawn by the server and sanitised", async () => {
    const saved = await postMultipart(t.app, staff, "/admin/insights/new", {
      intent: "save",
      title: "Leasehold questions to ask",
      slug: "",
      summary: "What to ask before you buy a leasehold flat.",
      body: '## Ground rent\n\nAsk about **ground rent**.\n\n<script>alert("x")</script><img src=x onerror="alert(1)">',
      practiceArea: "conveyancing",
      authorId: "",
      coverAlt: "",
      seoTitle: "",
      seoDescription: "",
    });
    expect(saved.status, saved.text.slice(0, 300)).toBe(302);
    const id = idFromLocation(saved);

    const page = (await getAs(t.app, staff, `/admin/insights/${id}`).expect(200)).text;
    const preview = previewOf(page, "article-body");
    expect(preview).toContain("<h2");
    expect(preview).toContain("Ground rent</h2>");
    expect(preview).toContain("<strong>ground rent</strong>");
    expect(preview).not.toContain("<script");
    expect(preview).not.toContain("onerror");
    // Not the empty placeholder that waits for typing.
    expect(preview).not.toContain("The preview appears here as you type");
  });

  test("a new article's preview waits for the text", async () => {
    const page = (await getAs(t.app, staff, "/admin/insights/new").expect(200)).text;
    expect(previewOf(page, "article-body")).toContain("The preview appears here as you type");
  });

  test("opening a team member shows the preview of their biography at once", async () => {
    const [member] = await db().select().from(teamMembers).limit(1);
    if (!member) throw new Error("the seeded team is missing");
    await db()
      .update(teamMembers)
      .set({ bio: "Helps families through **separation** and [divorce](/services/family-law)." })
      .where(eq(teamMembers.id, member.id));
    const page = (await getAs(t.app, staff, `/admin/team/${member.id}`).expect(200)).text;
    const preview = previewOf(page, "member-bio");
    expect(preview).toContain("<strong>separation</strong>");
    expect(preview).toContain('href="/services/family-law"');
  });
});

describe("tables stack on a phone", () => {
  test("each cell of an admin table carries its column's name for the stacked layout", async () => {
    const [article] = await db().select().from(articles).limit(1);
    if (!article) throw new Error("the seeded articles are missing");
    const page = decodeEntities((await getAs(t.app, staff, "/admin/insights").expect(200)).text);
    expect(page).toContain('class="stacked-table');
    for (const column of ["Status", "Practice area", "Author", "Last changed"]) {
      expect(page).toContain(`data-label="${column}"`);
    }
    // The header row stays, for screen readers and for wide screens.
    expect(page).toContain('<th scope="col" class="p-3">Last changed</th>');
  });

  test("a record's link cell, drawn by a component, still carries its column's name", async () => {
    const page = (await getAs(t.app, admin, "/admin/users").expect(200)).text;
    expect(page).toContain('<td class="p-3" data-label="Name"><a');
    expect(page).toContain('data-label="Open sessions"');
  });

  test("a column only screen readers name gives its cells no label to show", async () => {
    const startsAt = at(addDays(todayInLondon(t.clock.now()), 10), "09:00");
    await db()
      .insert(bookingBlocks)
      .values({ startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), reason: "Training" });
    const page = decodeEntities(
      (await getAs(t.app, admin, "/admin/availability").expect(200)).text,
    );
    expect(page).toContain('data-label="Reason"');
    expect(page).not.toContain('data-label="Remove"');
    expect(page).toMatch(/<th scope="col" class="px-3 py-2"><span class="sr-only">Remove<\/span>/);
  });
});

describe("the consultations week", () => {
  test("is a table of six equal day columns, and on a phone a list of the same days", async () => {
    const monday = (() => {
      let d = addDays(todayInLondon(t.clock.now()), 7);
      while (new Date(`${d}T12:00:00Z`).getUTCDay() !== 1) d = addDays(d, 1);
      return d;
    })();
    await insertBooking(t, { name: "Wendy Weekview", startsAt: at(addDays(monday, 2), "11:30") });
    const page = decodeEntities(
      (await getAs(t.app, staff, `/admin/consultations/week?start=${monday}`).expect(200)).text,
    );
    expect(page).toContain("table-fixed");
    const days = page.slice(page.indexOf('aria-label="The week, day by day"'));
    expect(days.match(/<h2/g)).toHaveLength(6);
    expect(days).toMatch(/11:30 AM<\/span><span><a [^>]*>Wendy Weekview<\/a>/);
    expect(days).toContain("No consultations booked.");
  });
});

describe("the consultations week opens on today", () => {
  test("this week by default, today marked in both drawings, and the phone's list starts at today", async () => {
    const today = todayInLondon(t.clock.now());
    const weekday = weekdayOf(today);
    const page = decodeEntities(
      (await getAs(t.app, staff, "/admin/consultations/week").expect(200)).text,
    );
    if (weekday === 0) {
      // The office is shut on Sundays: "this week" is then the one about to start.
      expect(page).toContain(`Week beginning ${dayHeading(addDays(today, 1))}`);
      expect(page).not.toContain('aria-current="date"');
      return;
    }
    const monday = mondayOf(today);
    expect(page).toContain(`Week beginning ${dayHeading(monday)}`);
    // Once as the table's column, once as the phone's day.
    expect(page.match(/aria-current="date"/g)).toHaveLength(2);
    expect(page).toMatch(
      new RegExp(
        `<th scope="col" aria-current="date"[^>]*>${dayHeading(today)}<span[^>]*>Today</span>`,
      ),
    );
    expect(page).toMatch(
      new RegExp(
        `<li aria-current="date"[^>]*><h2[^>]*>${dayHeading(today)}<span[^>]*>Today</span>`,
      ),
    );
    const listStart = page.indexOf('aria-label="From today, day by day"');
    // To the list's end (its days' bookings are <ul>s): not on into the table after it.
    const fromToday = page.slice(listStart, page.indexOf("</ol>", listStart));
    if (weekday === 1) {
      // Monday: nothing has gone yet.
      expect(page).not.toContain("Earlier this week");
      expect(page).toContain('aria-label="The week, day by day"');
    } else {
      // The week's own disclosure, not the admin menu's.
      const opens = page.lastIndexOf("<details", page.indexOf("Earlier this week ("));
      const earlier = page.slice(opens, page.indexOf("</details>", opens));
      expect(earlier).toContain(`Earlier this week (${dayHeading(monday)}`);
      expect(earlier).not.toMatch(/^<details[^>]*\bopen\b/);
      expect(earlier).not.toContain(dayHeading(today));
      expect(fromToday.indexOf(dayHeading(today))).toBeGreaterThan(-1);
      expect(fromToday).not.toContain(dayHeading(monday));
    }
  });

  test("another week asked for marks no day as today", async () => {
    const later = addDays(todayInLondon(t.clock.now()), 14);
    const page = decodeEntities(
      (await getAs(t.app, staff, `/admin/consultations/week?start=${later}`).expect(200)).text,
    );
    expect(page).not.toContain('aria-current="date"');
    expect(page).not.toContain("Earlier this week");
  });
});

describe("empty states say what to do next", () => {
  test("consultations: 'match' only when a filter is set, with a way to clear it", async () => {
    const fresh = await createTestApp();
    try {
      const cookie = (await signedInAs(fresh, "staff")).cookie;
      const all = decodeEntities((await getAs(fresh.app, cookie, "/admin/consultations")).text);
      expect(all).toContain("No consultations yet. Bookings made on the website appear here");
      expect(all).not.toContain("match these filters");

      const filtered = decodeEntities(
        (await getAs(fresh.app, cookie, "/admin/consultations?status=cancelled")).text,
      );
      expect(filtered).toContain("No consultations match these filters.");
      expect(filtered).toMatch(/href="\/admin\/consultations"[^>]*>Clear the filters<\/a>/);
    } finally {
      await fresh.close();
    }
  });

  test("mail, enquiries and users say where rows come from, or link to the next step", async () => {
    const fresh = await createTestApp();
    try {
      const cookie = (await signedInAs(fresh, "admin")).cookie;
      const text = async (path: string) =>
        decodeEntities((await getAs(fresh.app, cookie, path).expect(200)).text);

      expect(await text("/admin/mail?status=failed")).toMatch(
        /No messages have the status “Failed”. <a [^>]*href="\/admin\/mail"[^>]*>Show all mail<\/a>/,
      );
      expect(await text("/admin/enquiries")).toContain(
        "No new enquiries. Messages sent through the website's contact form arrive here.",
      );
      expect(await text("/admin/enquiries?status=closed")).toMatch(
        /No enquiries are marked “Closed”. <a [^>]*href="\/admin\/enquiries"[^>]*>See the new enquiries<\/a>/,
      );
      expect(await text("/admin/users?group=clients")).toContain("No clients have an account yet.");
    } finally {
      await fresh.close();
    }
  });
});
