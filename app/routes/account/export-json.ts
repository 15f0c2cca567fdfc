import { redirect } from "react-router";
import type { RouteHandle } from "~/shared/routing/route-handle";
import type { Route } from "./+types/export-json";

export const handle: RouteHandle = { kind: "resource", private: true };

/** Everything held about the account and its verified address, as a download (UK GDPR). */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.user) throw redirect("/auth?next=/account");
  const data = await context.services.accounts.exportData(context.user.id);
  if (!data) throw redirect("/auth?next=/account");
  return new Response(
    JSON.stringify({ exportedAt: context.clock.now().toISOString(), ...data }, null, 2),
    {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": 'attachment; filename="carrow-hale-my-data.json"',
        "Cache-Control": "private, no-store",
      },
    },
  );
}
