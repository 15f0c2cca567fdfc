import type { ReactNode } from "react";

/**
 * The main button of a content form. It is the form's first submit button, so Enter in a field
 * saves (never previews), and it says when it is working.
 */
export function SaveButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      name="intent"
      value="save"
      disabled={busy}
      className="inline-flex min-h-12 items-center rounded-md bg-accent-700 px-6 py-2.5 text-lg font-semibold text-white hover:bg-accent-800 disabled:opacity-70"
    >
      {busy ? "Saving…" : children}
    </button>
  );
}
