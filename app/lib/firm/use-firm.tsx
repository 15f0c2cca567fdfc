import { createContext, type ReactNode, useContext } from "react";
import { defaultFirmFacts, type FirmFacts } from "~/shared/firm/facts";

/**
 * The firm's facts as the root loader read them from the facts source. The default is the
 * configured facts, for a component rendered on its own (a unit test) or an error page whose
 * root loader itself failed, so it can still say how to call.
 */
const FirmContext = createContext<FirmFacts>(defaultFirmFacts);

export function FirmFactsProvider({ facts, children }: { facts?: FirmFacts; children: ReactNode }) {
  return <FirmContext.Provider value={facts ?? defaultFirmFacts}>{children}</FirmContext.Provider>;
}

export function useFirm(): FirmFacts {
  return useContext(FirmContext);
}

/**
 * The facts the root loader read, for a meta function (which cannot use a hook); the
 * configured facts when the root loader gave none (its own error page).
 */
export function firmOfRoot(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): FirmFacts {
  const root = matches.find((m) => m?.id === "root")?.data as { firm?: FirmFacts } | undefined;
  return root?.firm ?? defaultFirmFacts;
}
