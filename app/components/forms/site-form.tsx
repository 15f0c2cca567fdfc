import { forwardRef } from "react";
import { Form, type FormProps } from "react-router";

/**
 * The one form component for the site's own forms: React Router's Form, without looking up its
 * action's route as soon as the page hydrates. Our forms post to the page they are on (a route
 * the page already has) or, rarely, to another that React Router looks up when the form is
 * sent; the lookup on hydration only added work to the busiest moment of a phone's page load
 * (ADR 038). A form that says how it is discovered keeps its own choice.
 */
export const SiteForm = forwardRef<HTMLFormElement, FormProps>(function SiteForm(
  { discover = "none", ...props },
  ref,
) {
  return <Form ref={ref} discover={discover} {...props} />;
});
