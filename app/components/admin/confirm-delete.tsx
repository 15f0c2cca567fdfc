import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { SiteLink } from "~/components/site-link";

/**
 * A confirmation page rather than a script dialog, so deleting works without JavaScript: the
 * question, what happens, and the one button that posts.
 */
export function ConfirmDelete({
  question,
  consequence,
  backTo,
}: {
  question: string;
  consequence: string;
  backTo: string;
}) {
  return (
    <>
      <h1 className="text-4xl">{question}</h1>
      <p className="mt-4 max-w-2xl text-lg">{consequence}</p>
      <SiteForm method="post" className="mt-6 flex flex-wrap items-center gap-6">
        <SubmitButton variant="destructive">Yes, delete it</SubmitButton>
        <SiteLink to={backTo}>No, go back</SiteLink>
      </SiteForm>
    </>
  );
}
