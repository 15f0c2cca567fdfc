import { config, z } from "zod";

// zod probes for eval (new Function) to compile faster parsers; the site's CSP forbids eval,
// so the probe alone is reported as a violation (Lighthouse: "Issues logged"). Every zod
// import goes through this module (Biome's noRestrictedImports enforces it), so the setting is
// made before any schema exists, in the browser and on the server alike.
config({ jitless: true });

export { z };
