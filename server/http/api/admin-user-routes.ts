import { Router } from "express";
import { type PublicUser, userRoles } from "~/shared/schemas/auth";
import { z } from "~/shared/zod";
import type { AuthService } from "../../services/auth";
import type { StaffAccounts } from "../../services/auth/staff-accounts";
import { requireApiRole } from "./require-role";
import { sendValidationError } from "./respond";

const roleChange = z.object({
  role: z.enum(userRoles, { message: `Role must be one of: ${userRoles.join(", ")}` }),
});
const userId = z.uuid({ message: "Not a user id" });

/** Managing users is for admins only; staff get 403 like clients. */
export function adminUserRoutes(auth: AuthService, accounts: StaffAccounts): Router {
  const router = Router();
  router.use(requireApiRole("admin"));

  router.get("/", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ users: await auth.listUsers() });
  });

  router.patch("/:id/role", async (req, res) => {
    const id = userId.safeParse(req.params.id);
    if (!id.success) {
      res.status(404).json({ message: "No such user." });
      return;
    }
    const parsed = roleChange.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, parsed.error);
    // requireApiRole has let only a signed-in admin this far.
    const actor = req.user as PublicUser;
    // The same change as the Users screen's: sessions ended and an audit entry, in one transaction.
    const result = await accounts.changeRole(actor, id.data, parsed.data.role);
    if (result.kind === "not-found") {
      res.status(404).json({ message: "No such user." });
      return;
    }
    if (result.kind === "self") {
      res.status(409).json({ message: "You can't remove your own admin role. Ask another admin." });
      return;
    }
    const user = result.user;
    req.log.info(
      { event: "user.role-changed", by: actor.id, userId: user.id, role: user.role },
      "role changed",
    );
    res.json(user);
  });

  return router;
}
