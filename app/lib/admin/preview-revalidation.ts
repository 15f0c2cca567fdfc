import type { ShouldRevalidateFunction } from "react-router";

/**
 * The Markdown editors post to /admin/markdown-preview as the person types; that changes no
 * data, so the page's loaders need not run again after each preview.
 */
export const skipRevalidationAfterPreview: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (formAction === "/admin/markdown-preview" ? false : defaultShouldRevalidate);
