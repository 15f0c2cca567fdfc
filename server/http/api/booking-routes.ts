import { Router } from "express";
import { secretTokenPattern } from "~/shared/auth/secret-token-pattern";
import { practiceAreas } from "~/shared/firm/facts";
import { bookingSchema, meetingTypes } from "~/shared/schemas/booking";
import { calendarDate, instant } from "~/shared/schemas/dates";
import { firmTimeZone } from "~/shared/time/london-clock";
import { z } from "~/shared/zod";
import type { BookingRow, BookingService } from "../../services/booking/booking-service";
import type { DayAvailability } from "../../services/booking/find-free-slots";
import { readIdempotencyKey } from "./idempotency-key";
import { sendRateLimited, sendValidationError } from "./respond";

const isoDate = calendarDate("Use a real date like 2026-12-01");
const availabilityQuery = z
  .object({
    from: isoDate,
    to: isoDate,
    type: z.enum(meetingTypes, { message: "Choose a meeting type" }),
    /** Optional: only lawyers in this practice area (the booking page always sends it). */
    area: z
      .enum(practiceAreas.map((p) => p.slug) as [string, ...string[]], {
        message: "Choose a practice area from the list",
      })
      .optional(),
    /** Optional: one lawyer's free times, by their team page's slug. */
    lawyer: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Choose a lawyer from the team page")
      .max(80)
      .optional(),
  })
  .refine((q) => q.from <= q.to, { message: "from must not be after to", path: ["to"] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 61, {
    message: "Ask for at most 62 days at a time",
    path: ["to"],
  });

const slotJson = (s: { start: Date; end: Date }) => ({
  start: s.start.toISOString(),
  end: s.end.toISOString(),
});

function bookingJson(b: BookingRow, manageUrl?: string) {
  return {
    reference: b.reference,
    status: b.status,
    type: b.meetingType,
    practiceArea: b.practiceArea,
    start: b.startsAt.toISOString(),
    end: b.endsAt.toISOString(),
    ...(manageUrl ? { manageUrl } : {}),
  };
}

/** Availability and bookings as JSON: the same services as /consultation. */
export function bookingRoutes(service: BookingService): Router {
  const router = Router();
  // The service hands back the same list until something changes; so is its JSON (60 days
  // is about 45 KB, and writing it was a tenth of the call's time).
  const availabilityJson = new WeakMap<DayAvailability[], Buffer>();

  router.get("/availability", async (req, res) => {
    const parsed = availabilityQuery.safeParse(req.query);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const { area, lawyer: slug, ...range } = parsed.data;
    const lawyer = slug ? (await service.lawyersFor()).find((l) => l.slug === slug) : undefined;
    if (slug && !lawyer) {
      res.status(400).json({
        message: "Please check the highlighted fields.",
        errors: { lawyer: "No lawyer by that name takes consultations" },
      });
      return;
    }
    const days = await service.availability({ ...range, practiceArea: area, lawyerId: lawyer?.id });
    let body = availabilityJson.get(days);
    if (body === undefined) {
      body = Buffer.from(
        JSON.stringify({
          timezone: firmTimeZone,
          days: days.map((d) => ({ date: d.date, slots: d.slots.map(slotJson) })),
        }),
      );
      availabilityJson.set(days, body);
    }
    res.type("application/json").send(body);
  });

  router.post("/bookings", async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const parsed = bookingSchema.safeParse(body);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const keyed = readIdempotencyKey(req, parsed.data.email);
    if (!keyed.ok) return sendValidationError(res, keyed.error);
    const result = await service.create(parsed.data, {
      ip: req.ip ?? "unknown",
      honeypot: typeof body.website === "string" ? body.website : undefined,
      ...keyed.submission,
    });
    switch (result.kind) {
      case "already-booked": {
        // The same key again: the first answer again, if it was for the same booking.
        const { booking, manageToken } = result;
        const same =
          booking.startsAt.getTime() === parsed.data.start.getTime() &&
          booking.meetingType === parsed.data.type &&
          booking.practiceArea === parsed.data.practiceArea;
        if (!same) {
          res.status(422).json({
            message:
              "This Idempotency-Key was already used for another booking. Use a new key for a new booking.",
          });
          return;
        }
        res.setHeader("Idempotent-Replayed", "true");
        res
          .status(201)
          .json(bookingJson(booking, manageToken ? service.manageUrl(manageToken) : undefined));
        return;
      }
      case "booked":
        res.status(201).json(bookingJson(result.booking, service.manageUrl(result.manageToken)));
        return;
      case "discarded":
        res.status(201).json({ reference: "CH-ACCEPT" });
        return;
      case "slot-taken":
      case "not-bookable":
        res.status(409).json({
          message:
            result.kind === "slot-taken"
              ? "Sorry, someone has just booked that time. Please choose another."
              : result.message,
          alternatives: result.alternatives.map(slotJson),
        });
        return;
      case "already-held":
        res.status(409).json({ message: result.message });
        return;
      case "lawyer-unsuitable":
        res.status(400).json({
          message: "Please check the highlighted fields.",
          errors: { lawyer: result.message },
        });
        return;
      case "rate-limited":
        sendRateLimited(res, result.retryAfterSeconds, result.message);
        return;
    }
  });

  router.use("/bookings/manage/:token", (req, res, next) => {
    if (!secretTokenPattern.test(req.params.token ?? "")) {
      res.status(404).json({ message: "No booking matches this link." });
      return;
    }
    next();
  });

  router.get("/bookings/manage/:token", async (req, res) => {
    const booking = await service.findByToken(req.params.token);
    if (!booking) return void res.status(404).json({ message: "No booking matches this link." });
    res.json(bookingJson(booking));
  });

  router.post("/bookings/manage/:token/cancel", async (req, res) => {
    const reason = z.string().trim().max(500).optional().safeParse(req.body?.reason);
    const booking = await service.cancel(req.params.token, (reason.success && reason.data) || null);
    if (!booking) return void res.status(404).json({ message: "No booking matches this link." });
    res.json(bookingJson(booking));
  });

  router.post("/bookings/manage/:token/reschedule", async (req, res) => {
    const parsed = z.object({ start: instant("Choose a time") }).safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const result = await service.reschedule(req.params.token, new Date(parsed.data.start));
    if (result.kind === "not-found")
      return void res.status(404).json({ message: "No booking matches this link." });
    if (result.kind === "cancelled") {
      return void res
        .status(409)
        .json({ message: "This booking was cancelled, so it can't be moved. Please book again." });
    }
    if (result.kind === "slot-taken") {
      return void res.status(409).json({
        message: "Sorry, that time is not free. Please choose another.",
        alternatives: result.alternatives.map(slotJson),
      });
    }
    res.json(bookingJson(result.booking));
  });

  return router;
}
