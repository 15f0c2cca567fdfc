import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bookings, teamMembers } from "../../server/db/schema";
import { hashToken, newSecretToken } from "../../server/security/tokens/hash-token";
import { createBookingMailer } from "../../server/services/booking/booking-mailer";
import type { BookingRow } from "../../server/services/booking/booking-row";
import { fixedFirmFacts } from "../../server/services/firm-facts";
import { postPageForm, register, uniqueEmail } from "./support/accounts";
import { insertBooking } from "./support/booking-rows";
import { linkMailedTo, mailsTo } from "./support/mail";
import { getPage } from "./support/office";
import { createTestApp, type TestApp, testSessionSecret } from "./support/test-app";

const room = "https://meet.jit.si/consultation-0123456789abcdef0123456789abcdef";
const eleanorRole = "Founding Partner; Head of Wills, Probate and Later Life";
/** A mail's calendar attachment as text, its folded lines joined. */
const inviteIn = (mail: { attachments: Array<{ content: string }> } | undefined) =>
  Buffer.from(mail?.attachments[0]?.content ?? "", "base64")
    .toString("utf8")
    .replace(/\r?\n[ \t]/g, "");
const decode = (html: string) => html.replaceAll("&amp;", "&").replaceAll("&#x27;", "'");

/** Who the client meets and how they join (issue 30): pages, account, mails, privacy policy. */
describe("the lawyer a client meets, and the video link", () => {
  let t: TestApp;
  let eleanorId: string;
  beforeAll(async () => {
    t = await createTestApp({ VIDEO_PROVIDER_NAME: "Example Video Service" });
    const [eleanor] = await t.database.handle.db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(eq(teamMembers.slug, "eleanor-carrow"));
    eleanorId = eleanor?.id as string;
  });
  afterAll(() => t.close());

  // Eleanor holds one booking at a time: each of hers starts half an hour after the last.
  let slotsTaken = 0;
  const nextSlot = () =>
    new Date(
      Math.ceil((t.clock.now().getTime() + 4 * 86_400_000) / 1_800_000) * 1_800_000 +
        slotsTaken++ * 1_800_000,
    );

  /** A booking row and the manage link that opens it. */
  async function withManageLink(overrides: Parameters<typeof insertBooking>[1]) {
    const token = newSecretToken();
    const row = await insertBooking(t, {
      manageTokenHash: hashToken(testSessionSecret, "manage", token),
      startsAt: nextSlot(),
      ...overrides,
    });
    return { row, page: `/consultation/manage/${token}` };
  }

  const videoWithEleanor = { meetingType: "video" as const, lawyerId: "", meetingUrl: room };

  test("the manage page names the lawyer with her role, portrait and page, and links the video call", async () => {
    const { page } = await withManageLink({ ...videoWithEleanor, lawyerId: eleanorId });
    const res = await request(t.app).get(`${page}?booked=1`).expect(200);
    const html = decode(res.text);
    expect(html).toContain("Eleanor Carrow");
    expect(html).toContain(eleanorRole);
    expect(html).toContain('href="/team/eleanor-carrow"');
    // Her portrait: the photo if one is uploaded, otherwise the drawn initials.
    expect(html).toMatch(/<picture|aria-label="Eleanor Carrow"|>EC</);
    expect(html).toContain(`href="${room}"`);
    expect(html).toContain("Join the video call");
    expect(html).not.toContain("We will e-mail you a link");
    // The Google Calendar link carries the room too, as its place.
    const google = html.match(/href="(https:\/\/calendar\.google\.com[^"]+)"/)?.[1] ?? "";
    const params = new URL(google).searchParams;
    expect(params.get("location")).toBe(room);
    expect(params.get("details")).toContain(`With Eleanor Carrow, ${eleanorRole}`);
  });

  test("the calendar file from the manage link has the room as LOCATION and URL, and names the lawyer", async () => {
    const { page } = await withManageLink({ ...videoWithEleanor, lawyerId: eleanorId });
    const ics = (await request(t.app).get(`${page}/invite.ics`).expect(200)).text.replace(
      /\r?\n[ \t]/g,
      "",
    );
    expect(ics).toContain(`LOCATION:${room}`);
    expect(ics).toMatch(new RegExp(`\\nURL(;VALUE=URI)?:${room.replaceAll(".", "\\.")}\\r?\\n`));
    expect(ics).toContain(`Join the video call at ${room}`);
    expect(ics).toContain(
      `With Eleanor Carrow\\, ${eleanorRole.replace(";", "\\;").replaceAll(",", "\\,")}`,
    );
  });

  test("a cancelled booking's manage page has no link to the call", async () => {
    const { page } = await withManageLink({
      ...videoWithEleanor,
      lawyerId: eleanorId,
      status: "cancelled",
      cancelledAt: t.clock.now(),
    });
    const res = await request(t.app).get(page).expect(200);
    expect(res.text).toContain("Your consultation is cancelled");
    expect(res.text).not.toContain("meet.jit.si");
    expect(res.text).not.toContain("Join the video call");
  });

  test("a phone booking says who will call which number", async () => {
    const { page } = await withManageLink({
      meetingType: "phone",
      lawyerId: eleanorId,
      phone: "07700 900123",
    });
    const res = await request(t.app).get(page).expect(200);
    expect(res.text).toContain("Eleanor Carrow will call you on 07700 900123");
  });

  test("a lawyer hidden from the team pages is named, but their page is not linked", async () => {
    const db = t.database.handle.db;
    const [hidden] = await db
      .update(teamMembers)
      .set({ hidden: true })
      .where(eq(teamMembers.slug, "richard-hale"))
      .returning();
    const { page } = await withManageLink({ meetingType: "phone", lawyerId: hidden?.id });
    const res = await request(t.app).get(page).expect(200);
    expect(res.text).toContain(`${hidden?.name} will call you on`);
    expect(res.text).not.toContain('href="/team/richard-hale"');
  });

  test("a booking without a lawyer says nothing about one; a Saturday request says we will confirm", async () => {
    const { page } = await withManageLink({ meetingType: "phone" });
    const res = await request(t.app).get(page).expect(200);
    expect(res.text).toContain("We will call you on 0161 496 0789");
    expect(res.text).not.toMatch(/>With<|with null|with undefined/i);
    const saturday = await withManageLink({ meetingType: "video", status: "requested" });
    const asked = await request(t.app).get(saturday.page).expect(200);
    expect(asked.text).toContain("We will confirm who you will meet");
    expect(asked.text).toContain("We will send you the link to join when we confirm your time");
  });

  test("the account lists each booking with its lawyer and, for video, the link", async () => {
    const client = await register(t.app, { name: "Vera Video" });
    const verify = await linkMailedTo(t, client.email, "/auth/verify-email/");
    await postPageForm(t.app, verify).set("Cookie", client.cookie).send({}).expect(302);
    const video = await insertBooking(t, {
      ...videoWithEleanor,
      lawyerId: eleanorId,
      email: client.email,
      startsAt: nextSlot(),
    });
    const page = decode((await getPage(t, "/account", client.cookie).expect(200)).text);
    expect(page).toContain(video.reference);
    expect(page).toContain("Eleanor Carrow");
    expect(page).toContain(eleanorRole);
    expect(page).toContain('href="/team/eleanor-carrow"');
    expect(page).toContain(`href="${room}"`);
    const ics = await getPage(t, `/account/consultations/${video.id}/invite.ics`, client.cookie);
    expect(ics.text.replace(/\r?\n[ \t]/g, "")).toContain(`LOCATION:${room}`);
    expect(ics.text.replace(/\r?\n[ \t]/g, "")).toContain("With Eleanor Carrow");
  });

  test("the confirmation, reminder and cancellation mails: lawyer and link while it stands, no link once cancelled", async () => {
    const email = uniqueEmail("mailed");
    const row = await insertBooking(t, {
      ...videoWithEleanor,
      lawyerId: eleanorId,
      email,
      // Far enough ahead that a reminder is queued.
      startsAt: nextSlot(),
    });
    const mailer = createBookingMailer({
      siteUrl: t.config.siteUrl,
      firmInbox: t.config.mail.firmInbox,
      clock: t.clock,
      firm: fixedFirmFacts(),
    });
    const db = t.database.handle.db;
    await db.transaction((tx) => mailer.queueBookingMails(tx, row, newSecretToken(), "booked"));
    const sent = await mailsTo(t, email);
    const confirmation = sent.find((m) => /Your free consultation/.test(m.subject));
    const reminder = sent.find((m) => /Reminder/.test(m.subject));
    for (const mail of [confirmation, reminder]) {
      expect(mail?.text).toContain(`Join: ${room}`);
      expect(mail?.text).toContain(
        `With: Eleanor Carrow, ${eleanorRole} (${t.config.siteUrl}/team/eleanor-carrow)`,
      );
      expect(mail?.html).toContain(`href="${room}"`);
    }
    const invite = inviteIn(confirmation);
    expect(invite).toContain(`LOCATION:${room}`);
    expect(invite).toContain("With Eleanor Carrow");

    const [cancelled] = await db
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: t.clock.now(), sequence: 1 })
      .where(eq(bookings.id, row.id))
      .returning();
    await db.transaction((tx) =>
      mailer.queueCancellationMails(tx, cancelled as BookingRow, null, { withInvite: true }),
    );
    const cancellation = (await mailsTo(t, email)).find((m) => /cancelled/.test(m.subject));
    expect(cancellation?.text).toContain("Eleanor Carrow");
    expect(cancellation?.text).not.toContain("meet.jit.si");
    expect(cancellation?.html).not.toContain("meet.jit.si");
    expect(inviteIn(cancellation)).toContain("METHOD:CANCEL");
    expect(inviteIn(cancellation)).not.toContain("meet.jit.si");
  });

  test("the privacy policy names the configured video provider", async () => {
    const res = await request(t.app).get("/legal/privacy-policy").expect(200);
    expect(res.text).toContain("Example Video Service");
    expect(res.text).toContain("not the details of your booking");
  });
});
