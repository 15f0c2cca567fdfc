/** The consultation page's buttons: the main step, and the others beside it. */
export const primaryButton =
  "inline-flex min-h-11 items-center rounded-md bg-accent-700 px-5 py-2 font-semibold text-white hover:bg-accent-800";
export const secondaryButton =
  "inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 bg-white px-4 py-2 font-semibold text-navy-900 hover:bg-navy-100";

/** Each of the actions' forms sits in a panel of its own. */
export const actionPanel = "mt-4 rounded-lg border border-stone-200 bg-white p-5";
