import express, { type ErrorRequestHandler, Router } from "express";
import type { AppServices } from "../../services";
import type { AuthService } from "../../services/auth";
import { containsNul } from "../nul-characters";
import { accountRoutes } from "./account-routes";
import { adminUserRoutes } from "./admin-user-routes";
import { authRoutes } from "./auth-routes";
import { bookingRoutes } from "./booking-routes";
import { enquiryRoutes } from "./enquiry-routes";
import { requireApiRole } from "./require-role";

/** Everything under /api: JSON in, JSON out, never a page. */
export function apiRouter(deps: {
  auth: AuthService;
  services: AppServices;
  secure: boolean;
}): Router {
  const api = Router();
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  api.use(
    express.json({ limit: "16kb", strict: true, type: ["application/json", "application/*+json"] }),
  );

  // PostgreSQL text cannot hold a NUL; no client sends one (nul-characters.ts; the address was
  // checked before this router).
  api.use((req, res, next) => {
    if (containsNul(req.body)) {
      res.status(400).json({ message: "The request holds a character we cannot accept (NUL)." });
      return;
    }
    next();
  });

  api.use(authRoutes(deps.auth, { secure: deps.secure }));
  api.use(accountRoutes(deps.services.accounts));
  api.use("/enquiries", enquiryRoutes(deps.services.enquiries, deps.services.firm));
  api.use(bookingRoutes(deps.services.bookings));

  // Every admin endpoint, known or not, is behind the staff check first: no probing.
  const admin = Router();
  admin.use(requireApiRole("staff", "admin"));
  admin.use("/users", adminUserRoutes(deps.auth, deps.services.office.accounts));
  api.use("/admin", admin);

  api.use((_req, res) => {
    res.status(404).json({ message: "There is no such API endpoint." });
  });

  const jsonErrors: ErrorRequestHandler = (err, _req, res, next) => {
    const type = (err as { type?: string }).type;
    if (type === "entity.parse.failed") {
      res.status(400).json({ message: "The request body is not valid JSON." });
      return;
    }
    if (type === "entity.too.large") {
      res.status(413).json({ message: "The request body is too large." });
      return;
    }
    if (type === "encoding.unsupported" || type === "charset.unsupported") {
      res.status(415).json({ message: "The request body's encoding is not supported." });
      return;
    }
    next(err);
  };
  api.use(jsonErrors);
  return api;
}
