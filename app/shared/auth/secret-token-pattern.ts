/**
 * Every secret token this site issues (sessions, manage links, set-password and verification
 * links) is 256 random bits in base64url: 43 characters. Routes and zod schemas test a token
 * against this before any lookup, so a malformed one never reaches the database. Kept free of
 * zod and server code so browser bundles may import it.
 */
export const secretTokenPattern = /^[A-Za-z0-9_-]{43}$/;
