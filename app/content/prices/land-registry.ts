/**
 * HM Land Registry's Scale 1 fees (registering a transfer for value), for applications made
 * electronically, as conveyancers make them. Source: GOV.UK "HM Land Registry: Registration
 * Services fees" (Land Registration Fee Order, Scale 1), checked November 2026. HM Land
 * Registry sets these; a new fee order is a change to this table only.
 */
export const landRegistryScale1: ReadonlyArray<{ upTo: number | null; fee: number }> = [
  { upTo: 80_000, fee: 20 },
  { upTo: 100_000, fee: 40 },
  { upTo: 200_000, fee: 100 },
  { upTo: 500_000, fee: 150 },
  { upTo: 1_000_000, fee: 295 },
  { upTo: null, fee: 500 },
];

export function landRegistryFee(price: number): number {
  const band = landRegistryScale1.find((b) => b.upTo === null || price <= b.upTo);
  return band?.fee ?? 0;
}
