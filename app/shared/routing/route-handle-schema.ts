import { z } from "../zod";
import type { RouteHandle } from "./route-handle";

/**
 * The shape every route module's `handle` must have (app/routes.test.ts checks each one, and
 * scripts/generate-route-lists.ts each one it reads). Strict, so a misspelt key such as
 * `privat` fails instead of silently meaning "public".
 */
export const routeHandleSchema = z
  .object({
    kind: z.enum(["reading", "working", "resource"]),
    private: z.literal(true).optional(),
    cache: z.enum(["release", "shared"]).optional(),
    query: z.array(z.string().min(1)).readonly().optional(),
  })
  .strict() satisfies z.ZodType<RouteHandle>;
