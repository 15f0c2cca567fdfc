/** The availability screen's form panels and their main buttons. */
export const availabilityPanel = "mt-4 max-w-3xl rounded-lg border border-stone-200 bg-white p-5";

export const availabilityButton =
  "inline-flex min-h-12 items-center rounded-md bg-accent-700 px-6 py-2.5 font-semibold text-white hover:bg-accent-800";
