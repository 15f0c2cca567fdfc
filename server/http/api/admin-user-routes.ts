import { Router } from "express";
import { z } from "zod";
import { userRoles } from "~/lib/schemas/auth";
import type { AuthService } from "../../services/auth";
import { requireApiRole } from "./require-role";
import { sendValidationError } from "./respond";

const roleChange = z.object({
  role: z.enum(userRoles, { message: `Role must be one of: ${userRoles.join(", ")}` }),
});
const userId = z.uuid({ message: "Not a user id" });

/** Managing users is for admins only; staff get 403 like clients. */
export function adminUserRoutes(auth: AuthService): Router {
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
    if (id.data === req.user?.id && parsed.data.role !== "admin") {
      res.status(409).json({ message: "You can't remove your own admin role. Ask another admin." });
      return;
    }
    const user = await auth.setRole(id.data, parsed.data.role);
    if (!user) {
      res.status(404).json({ message: "No such user." });
      return;
    }
    req.log.info(
      { event: "user.role-changed", by: req.user?.id, userId: user.id, role: user.role },
      "role changed",
    );
    res.json(user);
  });

  return router;
}
