import { formatClockTime } from "~/shared/time/format";
import { z } from "~/shared/zod";
import { detailRules } from "./detail-fields";
import {
  type FirmDetails,
  isRegisteredForm,
  legalForms,
  type OfficeHours,
  type Weekday,
  type WeekHours,
  weekdayNames,
  weekdays,
} from "./facts";

/**
 * What a stored firm_settings document must look like to be used. The admin screens validate
 * their forms into these shapes; the facts source parses every stored value with them again, so
 * a document written by an older release or by hand never reaches a page half-formed.
 */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time such as 09:00");

export const officeSchema = z.object({
  id: z.enum(["bramhall", "heaton-moor"]),
  name: detailRules.officeName,
  streetAddress: detailRules.streetAddress,
  locality: detailRules.locality,
  town: detailRules.town,
  postcode: detailRules.postcode,
  mapUrl: detailRules.mapUrl,
});

/** Absent is null in the stored document; "" never reaches a page. */
const optional = (rule: z.ZodType<string>) => z.union([z.null(), rule.transform((v) => v || null)]);

export const legalFormValues = legalForms.map((f) => f.value) as [
  (typeof legalForms)[number]["value"],
  ...(typeof legalForms)[number]["value"][],
];

export const firmDetailsSchema = z
  .object({
    name: detailRules.name,
    shortName: detailRules.shortName,
    phone: detailRules.phone,
    email: detailRules.email,
    sraNumber: detailRules.sraNumber,
    founded: z.number().int().min(1800).max(2100),
    region: z.string().trim().min(1).max(80),
    offices: z.array(officeSchema).min(1).max(4),
    legalForm: z.enum(legalFormValues),
    registeredName: optional(detailRules.registeredName),
    registeredNumber: optional(detailRules.registeredNumber),
    registeredOffice: optional(detailRules.registeredOffice),
    vatNumber: optional(detailRules.vatNumber),
    insurer: detailRules.insurer,
    insuranceCoverage: detailRules.insuranceCoverage,
    sample: z.boolean(),
  })
  .superRefine((details, ctx) => {
    if (!isRegisteredForm(details.legalForm)) return;
    for (const field of ["registeredNumber", "registeredOffice"] as const) {
      if (!details[field]) {
        ctx.addIssue({ code: "custom", path: [field], message: registeredMissing[field] });
      }
    }
  }) satisfies z.ZodType<FirmDetails>;

/** An LLP or a company must publish both (Companies Act 2006; the SRA Transparency Rules). */
export const registeredMissing = {
  registeredNumber: "Enter the Companies House number: an LLP or a company has one",
  registeredOffice: "Enter the registered office: an LLP or a company has one",
} as const;

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

const halfHour = z
  .string()
  .regex(/^([01]\d|2[0-3]):(00|30)$/, "Enter a time on the hour or half hour, such as 09:30");

const dayHoursSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("open"), opens: clockTime, closes: clockTime }),
  z.object({ status: z.literal("appointment") }),
  z.object({ status: z.literal("closed") }),
]);

const weekHoursSchema = z.object(
  Object.fromEntries(weekdays.map((d) => [d, dayHoursSchema])) as Record<
    Weekday,
    typeof dayHoursSchema
  >,
);

const consultationWindowSchema = z.object({ opens: halfHour, closes: halfHour }).nullable();

type Issue = { path: (string | number)[]; message: string };

/** What is wrong with one week's days: closing before opening, or no day open at all. */
function weekIssues(week: WeekHours, path: string[], whose: string): Issue[] {
  const issues: Issue[] = [];
  for (const day of weekdays) {
    const hours = week[day];
    if (hours.status === "open" && minutesOf(hours.closes) <= minutesOf(hours.opens)) {
      issues.push({
        path: [...path, day, "closes"],
        message: `${weekdayNames[day]} must close after it opens`,
      });
    }
  }
  if (!weekdays.some((d) => week[d].status === "open")) {
    issues.push({
      path: [...path, "monday", "status"],
      message: `${whose} must be open on at least one day`,
    });
  }
  return issues;
}

/** Consultations fit inside the firm's opening hours, so nobody is booked into a locked office. */
function consultationIssues(hours: OfficeHours): Issue[] {
  const issues: Issue[] = [];
  for (const day of weekdays) {
    const window = hours.consultations[day];
    if (!window) continue;
    const name = weekdayNames[day];
    const opens = minutesOf(window.opens);
    const closes = minutesOf(window.closes);
    const path = ["consultations", day];
    const open = hours.week[day];
    if (closes - opens < 30) {
      issues.push({
        path: [...path, "closes"],
        message: `Consultations on ${name} must end at least half an hour after they start`,
      });
    } else if (open.status !== "open") {
      issues.push({
        path: [...path, "opens"],
        message:
          open.status === "appointment"
            ? `${name} is by appointment, so nobody books a time: leave its consultation times empty, or make it an open day`
            : `The firm is closed on ${name}: leave its consultation times empty, or open the day`,
      });
    } else if (opens < minutesOf(open.opens) || closes > minutesOf(open.closes)) {
      issues.push({
        path: [...path, "opens"],
        message: `Consultations on ${name} must fall within its opening hours, ${formatClockTime(open.opens)} to ${formatClockTime(open.closes)}`,
      });
    }
  }
  if (!weekdays.some((d) => hours.consultations[d] !== null)) {
    issues.push({
      path: ["consultations", "monday", "opens"],
      message: "Give consultation times on at least one day, or nobody can book",
    });
  }
  return issues;
}

export const officeHoursSchema = z
  .object({
    week: weekHoursSchema,
    officeWeeks: z.object({
      bramhall: weekHoursSchema.optional(),
      "heaton-moor": weekHoursSchema.optional(),
    }),
    consultations: z.object(
      Object.fromEntries(weekdays.map((d) => [d, consultationWindowSchema])) as Record<
        Weekday,
        typeof consultationWindowSchema
      >,
    ),
    saturdayRequests: z.object({ morning: clockTime, afternoon: clockTime }),
  })
  .superRefine((hours, ctx) => {
    const issues = [
      ...weekIssues(hours.week, ["week"], "The firm"),
      ...(["bramhall", "heaton-moor"] as const).flatMap((office) => {
        const week = hours.officeWeeks[office];
        return week ? weekIssues(week, ["officeWeeks", office], "An office") : [];
      }),
      ...consultationIssues(hours),
    ];
    if (minutesOf(hours.saturdayRequests.afternoon) <= minutesOf(hours.saturdayRequests.morning)) {
      issues.push({
        path: ["saturdayRequests", "afternoon"],
        message: "The afternoon start must be later than the morning start",
      });
    }
    for (const issue of issues) ctx.addIssue({ code: "custom", ...issue });
  }) satisfies z.ZodType<OfficeHours>;
