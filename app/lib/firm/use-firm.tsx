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
