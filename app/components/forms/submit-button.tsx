import type { ReactNode } from "react";

/** The form's main action: large, high-contrast, and saying so while it works. */
export function SubmitButton({
  busy = false,
  busyLabel,
  children,
}: {
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex min-h-12 items-center rounded-md bg-accent-700 px-6 py-2.5 text-lg font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
