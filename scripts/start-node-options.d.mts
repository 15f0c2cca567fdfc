/** The `--` options between `node` and the script in `checkout`'s start script. */
export function startNodeOptions(checkout: string): string[];
