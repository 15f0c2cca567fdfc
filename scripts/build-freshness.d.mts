// Types for build-freshness.mjs, which start.mjs runs without a TypeScript loader.
export function buildState(): "missing" | "stale" | "current";
