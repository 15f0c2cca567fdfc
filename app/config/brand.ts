/** Colours the browser shows around the site (address bar, installed-app splash screen). */
export const brand = {
  /** Deep navy, --color-navy-900 in app.css. */
  themeColor: "#1b2a4a",
  /** Off-white paper, --color-paper in app.css. */
  backgroundColor: "#f7f4ee",
} as const;
