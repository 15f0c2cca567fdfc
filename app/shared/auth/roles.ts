/** Who someone is to the site; kept free of zod so the database schema can import it. */
export const userRoles = ["admin", "staff", "client"] as const;
export type UserRole = (typeof userRoles)[number];
