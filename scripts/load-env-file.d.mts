// Types for load-env-file.mjs, which start.mjs runs without a TypeScript loader.
export function envFilePath(env?: NodeJS.ProcessEnv): string;
export function loadEnvFile(file: string, env?: NodeJS.ProcessEnv): string[];
export function loadProjectEnvFile(): void;
