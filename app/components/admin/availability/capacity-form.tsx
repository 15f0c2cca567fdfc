import { IntentForm } from "~/components/forms/intent-form";
import { TextField } from "~/components/forms/text-field";
import { bindFields, type ShownForm } from "~/lib/forms/form-problem";
import {
  type CapacityPoolName,
  capacityPoolNames,
  poolLabels,
} from "~/shared/schemas/consultation-admin";
import { AdminSection } from "../admin-section";
import { availabilityButton, availabilityPanel } from "./panel";

/** How many consultations each office (and phone and video) can hold at the same time. */
export function CapacityForm({
  capacities,
  shown,
}: {
  capacities: Record<CapacityPoolName, number>;
  shown?: ShownForm;
}) {
  const field = bindFields(
    "availability",
    shown,
    Object.fromEntries(capacityPoolNames.map((pool) => [pool, String(capacities[pool])])),
  );
  return (
    <AdminSection id="capacity-heading" title="Capacity" className="mt-8">
      <IntentForm intent="capacities" className={availabilityPanel}>
        <p className="mb-4">
          How many consultations each can hold at the same time (0 to 20; 0 stops bookings).
        </p>
        {capacityPoolNames.map((pool) => (
          <TextField
            key={pool}
            {...field(pool)}
            label={poolLabels[pool]}
            inputMode="numeric"
            className="max-w-32!"
          />
        ))}
        <button type="submit" className={availabilityButton}>
          Save capacities
        </button>
      </IntentForm>
    </AdminSection>
  );
}
