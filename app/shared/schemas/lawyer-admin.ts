import { type MeetingType, meetingTypes } from "~/shared/booking/options";
import { type TimeWindow, type Weekday, weekdayNames, weekdays } from "~/shared/firm/facts";
import { singleLine } from "~/shared/text/hidden-characters";
import { sameDayInMonth } from "~/shared/time/calendar";
import { formatClockTime } from "~/shared/time/format";
import { isCalendarDate } from "~/shared/time/parse";
import { z } from "~/shared/zod";

/** The lawyer settings form's time fields: "monday-opens", "monday-closes". */
export const lawyerHoursField = {
  opens: (day: Weekday) => `${day}-opens`,
  closes: (day: Weekday) => `${day}-closes`,
};

/** Every field of the lawyer settings form in page order, for the error summary. */
export const lawyerFieldOrder = [
  "takesConsultations",
  "meetingTypes",
  "hoursMode",
  ...weekdays.flatMap((d) => [lawyerHoursField.opens(d), lawyerHoursField.closes(d)]),
  "videoRoomUrl",
  "userId",
];

export type ConsultationHours = Record<Weekday, TimeWindow | null>;

export interface LawyerSettings {
  takesConsultations: boolean;
  meetingTypes: MeetingType[];
  /** Null: the firm's consultation hours. */
  consultationHours: ConsultationHours | null;
  videoRoomUrl: string | null;
}

const manyValues = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

const time = z.string().trim().optional().default("");

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};
const isClock = (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

/**
 * The lawyer settings form, checked against the firm's consultation hours: a lawyer's own
 * times must fall inside them, because the tighter of the two is what clients are offered and
 * times outside the firm's would never be.
 */
export function lawyerSettingsSchema(firm: ConsultationHours) {
  return z
    .object({
      takesConsultations: z
        .literal("yes")
        .optional()
        .transform((v) => v === "yes"),
      meetingTypes: manyValues.pipe(
        z.array(z.enum(meetingTypes, { message: "Choose ways of meeting from the list" })),
      ),
      hoursMode: z.enum(["firm", "own"], {
        message: "Choose the firm's consultation hours or their own times",
      }),
      ...Object.fromEntries(
        weekdays.flatMap((d) => [
          [lawyerHoursField.opens(d), time],
          [lawyerHoursField.closes(d), time],
        ]),
      ),
      // URL.canParse drops line breaks and tabs silently (issue 47: a CR/LF here reached the
      // confirmation mail's text), so they are refused first; the parser's own form is stored.
      videoRoomUrl: singleLine(
        z.string().trim().max(500, "The video room address must be 500 characters or fewer"),
        "The video room address",
      )
        .refine(
          (v) => v === "" || (URL.canParse(v) && new URL(v).protocol === "https:"),
          "Enter the video room's full address, starting https://",
        )
        .optional()
        .transform((v) => (v ? new URL(v).href : null)),
    })
    .superRefine((form, ctx) => {
      const fields = form as unknown as Record<string, string>;
      if (form.takesConsultations && form.meetingTypes.length === 0) {
        ctx.addIssue({
          code: "custom",
          path: ["meetingTypes"],
          message: "Choose at least one way they meet clients, or untick free consultations",
        });
      }
      if (form.hoursMode !== "own") return;
      let anyDay = false;
      for (const day of weekdays) {
        const opens = fields[lawyerHoursField.opens(day)] ?? "";
        const closes = fields[lawyerHoursField.closes(day)] ?? "";
        if (opens === "" && closes === "") continue;
        anyDay = true;
        const issue = dayIssue(day, opens, closes, firm[day]);
        if (issue) ctx.addIssue({ code: "custom", ...issue });
      }
      if (!anyDay) {
        ctx.addIssue({
          code: "custom",
          path: [lawyerHoursField.opens("monday")],
          message: "Give their times on at least one day, or choose the firm's consultation hours",
        });
      }
    })
    .transform((form): LawyerSettings => {
      const fields = form as unknown as Record<string, string>;
      return {
        takesConsultations: form.takesConsultations,
        meetingTypes: meetingTypes.filter((t) => form.meetingTypes.includes(t)),
        consultationHours:
          form.hoursMode === "own"
            ? (Object.fromEntries(
                weekdays.map((d) => {
                  const opens = fields[lawyerHoursField.opens(d)] ?? "";
                  const closes = fields[lawyerHoursField.closes(d)] ?? "";
                  return [d, opens === "" && closes === "" ? null : { opens, closes }];
                }),
              ) as ConsultationHours)
            : null,
        videoRoomUrl: form.videoRoomUrl,
      };
    });
}

/** What is wrong with one day's own times, if anything, and on which field. */
function dayIssue(
  day: Weekday,
  opens: string,
  closes: string,
  firm: TimeWindow | null,
): { path: string[]; message: string } | undefined {
  const name = weekdayNames[day];
  const at = (field: string, message: string) => ({ path: [field], message });
  if (!isClock(opens)) return at(lawyerHoursField.opens(day), `Enter the time ${name} starts`);
  if (!isClock(closes)) return at(lawyerHoursField.closes(day), `Enter the time ${name} ends`);
  if (minutesOf(opens) % 30 !== 0 || minutesOf(closes) % 30 !== 0) {
    return at(
      lawyerHoursField.opens(day),
      `${name}'s times must be on the hour or half hour, like 09:30`,
    );
  }
  if (minutesOf(closes) - minutesOf(opens) < 30) {
    return at(
      lawyerHoursField.closes(day),
      `${name} must end at least half an hour after it starts`,
    );
  }
  if (!firm) {
    return at(
      lawyerHoursField.opens(day),
      `The firm takes no consultations on ${name}: leave its times empty`,
    );
  }
  if (minutesOf(opens) < minutesOf(firm.opens) || minutesOf(closes) > minutesOf(firm.closes)) {
    return at(
      lawyerHoursField.opens(day),
      `${name} must fall within the firm's consultation hours, ${formatClockTime(firm.opens)} to ${formatClockTime(firm.closes)}`,
    );
  }
  return undefined;
}

/** A day away as the form posts it, checked against today (London). */
export function daysAwaySchema(today: string) {
  return z
    .object({
      startsOn: z.string().trim().refine(isCalendarDate, "Enter the first day away"),
      endsOn: z
        .string()
        .trim()
        .optional()
        .transform((v) => v ?? ""),
      note: z
        .string()
        .trim()
        .max(200, "The note must be 200 characters or fewer")
        .optional()
        .transform((v) => v ?? ""),
    })
    .superRefine((form, ctx) => {
      if (!isCalendarDate(form.startsOn)) return;
      const endsOn = form.endsOn || form.startsOn;
      if (!isCalendarDate(endsOn)) {
        ctx.addIssue({ code: "custom", path: ["endsOn"], message: "Enter the last day away" });
        return;
      }
      if (form.startsOn < today) {
        ctx.addIssue({
          code: "custom",
          path: ["startsOn"],
          message: "The first day away must be today or later",
        });
      }
      if (endsOn < form.startsOn) {
        ctx.addIssue({
          code: "custom",
          path: ["endsOn"],
          message: "The last day away must be on or after the first",
        });
      } else if (endsOn >= sameDayInMonth(form.startsOn, 12)) {
        // A year from 1 December is up to 30 November: the same date a year on is one day more.
        ctx.addIssue({
          code: "custom",
          path: ["endsOn"],
          message: "A day away can be at most a year long: add a second one after it",
        });
      }
    })
    .transform((form) => ({
      startsOn: form.startsOn,
      endsOn: form.endsOn || form.startsOn,
      note: form.note,
    }));
}

export type DaysAwayInput = z.output<ReturnType<typeof daysAwaySchema>>;

/** A lawyer as the availability screen lists them: how and when they can be booked. */
export interface LawyerAtAGlance {
  id: string;
  name: string;
  hidden: boolean;
  takesConsultations: boolean;
  meetingTypes: MeetingType[];
  ownHours: boolean;
  nextAway: { startsOn: string; endsOn: string } | null;
}
