import { createContext, useContext } from "react";

// Browsers hide a nonce from scripts once the page has loaded, so on the client the value is
// empty; only the server render needs it.
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** The response's nonce, or undefined (no attribute) on a page kept for everyone (ADR 036). */
export function useNonce(): string | undefined {
  return useContext(NonceContext) || undefined;
}
