/**
 * The office hours screen's fields: their names, their values for a given set of hours, the
 * document a post stands for (checked by `officeHoursSchema` in the action), and the field and
 * message for each problem the schema finds. Browser-safe: no zod here.
 */
import {
  type Office,
  type OfficeHours,
  type OfficeId,
  officeIds,
  type Weekday,
  type WeekHours,
  weekdayNames,
  weekdays,
} from "~/shared/firm/facts";

/** Whose week a row belongs to: the firm's, or one office's own. */
export type WeekScope = "week" | OfficeId;

export const hoursField = {
  status: (scope: WeekScope, day: Weekday) => `${scope}-${day}-status`,
  opens: (scope: WeekScope, day: Weekday) => `${scope}-${day}-opens`,
  closes: (scope: WeekScope, day: Weekday) => `${scope}-${day}-closes`,
  consultOpens: (day: Weekday) => `consult-${day}-opens`,
  consultCloses: (day: Weekday) => `consult-${day}-closes`,
  ownHours: (office: OfficeId) => `own-${office}`,
  saturdayMorning: "saturday-morning",
  saturdayAfternoon: "saturday-afternoon",
} as const;

export const dayStatuses = [
  { value: "open", label: "Open" },
  { value: "appointment", label: "By appointment" },
  { value: "closed", label: "Closed" },
] as const;

/** Every field in the order the page shows them: the error summary lists problems in it. */
export const hoursFieldOrder: string[] = [
  ...weekdays.flatMap((d) => [
    hoursField.status("week", d),
    hoursField.opens("week", d),
    hoursField.closes("week", d),
  ]),
  ...weekdays.flatMap((d) => [hoursField.consultOpens(d), hoursField.consultCloses(d)]),
  hoursField.saturdayMorning,
  hoursField.saturdayAfternoon,
  ...officeIds.flatMap((o) => [
    hoursField.ownHours(o),
    ...weekdays.flatMap((d) => [
      hoursField.status(o, d),
      hoursField.opens(o, d),
      hoursField.closes(o, d),
    ]),
  ]),
];

function weekValues(scope: WeekScope, week: WeekHours): Record<string, string> {
  return Object.fromEntries(
    weekdays.flatMap((d) => {
      const day = week[d];
      return [
        [hoursField.status(scope, d), day.status],
        [hoursField.opens(scope, d), day.status === "open" ? day.opens : ""],
        [hoursField.closes(scope, d), day.status === "open" ? day.closes : ""],
      ];
    }),
  );
}

/** The form's values for these hours; an office without its own week shows the firm's. */
export function hoursFormValues(hours: OfficeHours): Record<string, string> {
  return {
    ...weekValues("week", hours.week),
    ...Object.fromEntries(
      weekdays.flatMap((d) => {
        const window = hours.consultations[d];
        return [
          [hoursField.consultOpens(d), window?.opens ?? ""],
          [hoursField.consultCloses(d), window?.closes ?? ""],
        ];
      }),
    ),
    [hoursField.saturdayMorning]: hours.saturdayRequests.morning,
    [hoursField.saturdayAfternoon]: hours.saturdayRequests.afternoon,
    ...Object.fromEntries(
      officeIds.flatMap((o) => {
        const own = hours.officeWeeks[o];
        return [
          ...Object.entries(weekValues(o, own ?? hours.week)),
          [hoursField.ownHours(o), own ? "yes" : ""],
        ];
      }),
    ),
  };
}

/** The document the schema checks, built from the posted fields as they are (no checking here). */
export function hoursFromFields(fields: Record<string, string>): unknown {
  const text = (name: string) => (fields[name] ?? "").trim();
  const week = (scope: WeekScope) =>
    Object.fromEntries(
      weekdays.map((d) => {
        const status = text(hoursField.status(scope, d));
        return [
          d,
          status === "open"
            ? {
                status,
                opens: text(hoursField.opens(scope, d)),
                closes: text(hoursField.closes(scope, d)),
              }
            : { status },
        ];
      }),
    );
  return {
    week: week("week"),
    officeWeeks: Object.fromEntries(
      officeIds.filter((o) => text(hoursField.ownHours(o)) === "yes").map((o) => [o, week(o)]),
    ),
    consultations: Object.fromEntries(
      weekdays.map((d) => {
        const opens = text(hoursField.consultOpens(d));
        const closes = text(hoursField.consultCloses(d));
        return [d, opens === "" && closes === "" ? null : { opens, closes }];
      }),
    ),
    saturdayRequests: {
      morning: text(hoursField.saturdayMorning),
      afternoon: text(hoursField.saturdayAfternoon),
    },
  };
}

/**
 * The form field a schema issue belongs to, and the message to show there: an empty time says
 * which time is missing rather than how to write one.
 */
export function fieldOfIssue(
  path: ReadonlyArray<PropertyKey>,
  message: string,
  fields: Record<string, string>,
  /** The offices as the firm names them, for a message about one office's week. */
  offices: ReadonlyArray<Pick<Office, "id" | "name">> = [],
): [string, string] | undefined {
  const [head, second, third, fourth] = path.map(String);
  let name: string | undefined;
  let day: Weekday | undefined;
  let part: string | undefined;
  if (head === "week") {
    day = second as Weekday;
    part = third ?? "status";
    name = `week-${day}-${part}`;
  } else if (head === "officeWeeks") {
    day = third as Weekday;
    part = fourth ?? "status";
    name = `${second}-${day}-${part}`;
  } else if (head === "consultations") {
    day = second as Weekday;
    part = third ?? "opens";
    name = `consult-${day}-${part}`;
  } else if (head === "saturdayRequests") {
    part = second ?? "morning";
    name = `saturday-${part}`;
  }
  if (!name || (day && !weekdays.includes(day))) return undefined;
  const dayName = day ? weekdayNames[day] : "Saturday";
  if (part === "status" && !["open", "appointment", "closed"].includes(fields[name] ?? "")) {
    return [name, `Choose open, by appointment or closed for ${dayName}`];
  }
  const empty = (fields[name] ?? "").trim() === "";
  let shown = message;
  if (empty && head === "consultations") {
    shown = `Enter both consultation times for ${dayName}, or leave both empty for none`;
  } else if (empty && head === "saturdayRequests") {
    shown = `Enter the Saturday ${part} start, such as ${part === "morning" ? "10:00" : "14:00"}`;
  } else if (empty && (part === "opens" || part === "closes")) {
    shown = `Enter the time ${dayName} ${part}`;
  }
  const office = head === "officeWeeks" ? offices.find((o) => o.id === second) : undefined;
  return [name, office ? `${office.name}: ${shown}` : shown];
}
