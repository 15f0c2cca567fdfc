import type { ReactNode } from "react";

// The bordered styles give up their 2 px border from the padding, so every variant is the
// same size and a row of them lines up.
const variants = {
  /** The form's main action. */
  primary: "bg-accent-700 px-6 py-2.5 text-white hover:bg-accent-800",
  /** The action that confirms something that cannot be taken back ("Yes, cancel it"). */
  destructive: "bg-error-700 px-6 py-2.5 text-white hover:bg-[#8f1c13]",
  /** A way to start something that cannot be taken back: plain to see, not the main action. */
  "destructive-secondary":
    "border-2 border-error-700 bg-white px-[1.375rem] py-2 text-error-700 hover:bg-error-700/5",
} as const;

/** A form's submit button: large, high-contrast, and saying so while it works. */
export function SubmitButton({
  busy = false,
  busyLabel,
  variant = "primary",
  children,
}: {
  busy?: boolean;
  busyLabel?: string;
  variant?: keyof typeof variants;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`inline-flex min-h-12 items-center rounded-md text-lg font-semibold disabled:opacity-70 ${variants[variant]}`}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
