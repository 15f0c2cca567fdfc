// Types for chromium.mjs, which bench/lighthouse.mjs runs without a TypeScript loader.
export const chromiumBinary: string;
export const chromiumPath: string;
export const chromiumFlags: string[];
