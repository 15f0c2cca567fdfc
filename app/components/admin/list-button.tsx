import { ArrowDown, ArrowUp } from "lucide-react";
import type { ReactNode } from "react";
import { IntentForm } from "~/components/forms/intent-form";

const smallButton =
  "inline-flex min-h-11 items-center gap-1 rounded-md border-2 border-navy-900 bg-white px-3 py-1.5 font-semibold text-navy-900 disabled:border-stone-200 disabled:text-muted";

/**
 * One button, one small form: works without JavaScript and with the keyboard alone. `fields`
 * say which entry it acts on; `name` finishes the button's accessible name ("Hide Jo Bloggs").
 */
export function ListButton({
  intent,
  fields,
  name,
  disabled = false,
  children,
}: {
  intent: string;
  fields: Readonly<Record<string, string>>;
  name: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <IntentForm intent={intent}>
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <button type="submit" disabled={disabled} className={smallButton}>
        {children}
        <span className="sr-only">{` ${name}`}</span>
      </button>
    </IntentForm>
  );
}

/** Move up and Move down for one entry of an ordered list; the ends' buttons are disabled. */
export function MoveButtons({
  fields,
  name,
  index,
  count,
}: {
  fields: Readonly<Record<string, string>>;
  name: string;
  /** The entry's place in its list, from 0, and the list's length. */
  index: number;
  count: number;
}) {
  return (
    <>
      <ListButton intent="move-up" fields={fields} name={name} disabled={index === 0}>
        <ArrowUp aria-hidden="true" className="size-4" />
        Move up
      </ListButton>
      <ListButton intent="move-down" fields={fields} name={name} disabled={index === count - 1}>
        <ArrowDown aria-hidden="true" className="size-4" />
        Move down
      </ListButton>
    </>
  );
}
