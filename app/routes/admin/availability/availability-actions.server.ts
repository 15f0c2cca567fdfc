import { data } from "react-router";
import { type AdminPost, runIntent, withFields } from "~/lib/admin/intent-action.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { showFormAgain, textOf } from "~/lib/forms/form-action.server";
import { closureAnnouncement } from "~/shared/firm/closure-text";
import { blockSchema, settingsSchema } from "~/shared/schemas/consultation-admin";
import { formatLongDate } from "~/shared/time/format";
import { todayInLondon } from "~/shared/time/london-clock";
import { isUuid } from "~/shared/uuid";

const here = "/admin/availability";

/** The availability page's three forms, told apart by their intent. */
export async function runAvailabilityAction({ context, user, actor, submission }: AdminPost) {
  const availability = context.services.bookingAdmin.availability;
  return runIntent(
    submission,
    {
      settings: withFields(submission, settingsSchema, async (rules) => {
        await availability.setRules(actor, rules);
        return redirectWithNotice(here, "Minimum notice and booking window saved");
      }),
      async "add-block"() {
        // A closure is announced on the pages: a firm-wide fact, which only admins change
        // (issue 29). Staff are not offered the field, so a post with it is refused outright.
        if (textOf(submission, "publicReason").trim() && user.role !== "admin") {
          throw data(
            { message: "Only an admin can tell visitors about a closure" },
            { status: 403 },
          );
        }
        return withFields(submission, blockSchema, async (block) => {
          const row = await availability.addBlock(actor, block);
          return redirectWithNotice(
            here,
            row.publicReason
              ? `Blocked: ${block.reason}. ${announcementWords(row, context.clock.now())}`
              : `Blocked: ${block.reason}`,
          );
        })();
      },
      async "remove-block"() {
        const id = textOf(submission, "id");
        // Ending a closure early changes what the website says, as announcing one does.
        if (
          user.role !== "admin" &&
          isUuid(id) &&
          (await availability.findBlock(id))?.publicReason
        ) {
          throw data(
            { message: "Only an admin can remove a closure visitors are told of" },
            { status: 403 },
          );
        }
        const removed = isUuid(id) ? await availability.removeBlock(actor, id) : undefined;
        if (!removed) {
          return showFormAgain(submission, {
            formError: "That block has already been removed.",
            status: 404,
          });
        }
        return redirectWithNotice(here, `Removed the block "${removed.reason}"`);
      },
    },
    "Choose one of the forms on this page.",
  );
}

/** The website's own words for a closure just added, and from when it says them. */
function announcementWords(
  row: { startsAt: Date; endsAt: Date; publicReason: string | null },
  now: Date,
): string {
  const { line, fromDate } = closureAnnouncement({
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reason: row.publicReason ?? "",
  });
  return fromDate <= todayInLondon(now)
    ? `The website now says: "${line}".`
    : `From ${formatLongDate(fromDate)} the website will say: "${line}".`;
}
