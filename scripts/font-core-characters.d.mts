/** Every character the core font subsets hold. */
export const coreCharacters: string;
/** The same characters as a CSS unicode-range value. */
export const coreUnicodeRange: string;
