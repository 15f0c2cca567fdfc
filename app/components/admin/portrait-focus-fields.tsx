import { TextField } from "~/components/forms/text-field";
import { Portrait } from "~/components/team/portrait";
import type { FieldBinding } from "~/lib/forms/form-problem";
import type { PictureData } from "~/shared/images";

/**
 * Where a kept photograph's square crop is centred: two whole per cents, or both empty for the
 * automatic crop (sharp's attention strategy). Plain number fields post without JavaScript.
 * Beside them, the treated portrait as the website shows it, at a card's size and a page's.
 */
export function PortraitFocusFields({
  across,
  down,
  photo,
  name,
}: {
  across: FieldBinding;
  down: FieldBinding;
  photo: PictureData;
  name: string;
}) {
  return (
    <fieldset
      aria-describedby="portrait-focus-hint"
      className="mb-6 rounded-card border border-stone-200 bg-white p-card"
    >
      <legend className="px-1 font-semibold">Where the photograph is centred</legend>
      <p id="portrait-focus-hint" className="text-muted">
        Leave both empty to let the website find the face. Otherwise, give the point to centre on: 0
        across is the left edge and 100 the right; 0 down is the top and 100 the bottom. Uploading a
        new photograph starts it afresh, centred automatically.
      </p>
      <div className="mt-4 flex flex-wrap gap-x-6">
        <TextField
          {...across}
          label="Across (0 to 100)"
          inputMode="numeric"
          autoComplete="off"
          className="w-24"
        />
        <TextField
          {...down}
          label="Down (0 to 100)"
          inputMode="numeric"
          autoComplete="off"
          className="w-24"
        />
      </div>
      <figure>
        <div className="flex flex-wrap items-end gap-6">
          <Portrait name={name} photo={photo} size="card" />
          <Portrait name={name} photo={photo} size="lg" />
        </div>
        <figcaption className="mt-2 text-muted">
          As the website shows it now, on the team page and on their own page. Save to see a new
          centre.
        </figcaption>
      </figure>
    </fieldset>
  );
}
