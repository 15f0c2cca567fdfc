import { useNavigation } from "react-router";
import { BotCheckFields } from "~/components/forms/bot-check-fields";
import { RadioGroup, SelectField, TextareaField } from "~/components/forms/choice-fields";
import { ErrorSummary } from "~/components/forms/error-summary";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { EmailField, TextField } from "~/components/forms/text-field";
import { SiteLink } from "~/components/site-link";
import { bindFields, type ShownForm } from "~/lib/forms/form-problem";
import { practiceAreas } from "~/shared/firm/facts";

const fieldOrder = ["name", "email", "phone", "practiceArea", "message", "replyBy"] as const;
const topicOptions = [
  ...practiceAreas.map((p) => ({ value: p.slug, label: p.name })),
  { value: "other", label: "Something else" },
];

/**
 * The enquiry form. It posts to the page's action, so it works without JavaScript; with it,
 * React Router submits it in the background (no reload) and the button shows progress.
 */
export function ContactForm({
  startedAt,
  shown,
  prefill,
}: {
  startedAt: string;
  shown: ShownForm;
  /** A signed-in person's name, e-mail and phone. */
  prefill?: Record<string, string>;
}) {
  const field = bindFields("contact", shown, prefill);
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formAction === "/contact";
  return (
    <>
      <ErrorSummary
        errors={shown?.errors ?? {}}
        order={fieldOrder}
        idPrefix="contact"
        formError={shown?.formError}
      />
      <SiteForm method="post" action="/contact" noValidate aria-labelledby="contact-form-heading">
        <BotCheckFields idPrefix="contact" startedAt={startedAt} />
        <TextField {...field("name")} label="Your name" autoComplete="name" />
        <EmailField {...field("email")} label="E-mail address" />
        <TextField
          {...field("phone")}
          label="Phone number (optional)"
          hint="We will only call you if you ask us to."
          type="tel"
          autoComplete="tel"
        />
        <SelectField {...field("practiceArea")} label="What is it about?" options={topicOptions} />
        <TextareaField
          {...field("message")}
          label="Your message"
          hint="A short summary is enough: please don't send confidential documents yet. Between 10 and 5,000 characters."
          rows={7}
        />
        <RadioGroup
          {...field("replyBy")}
          label="How should we reply?"
          options={[
            { value: "email", label: "By e-mail" },
            { value: "phone", label: "By phone" },
          ]}
        />
        <p id="contact-privacy-notice" className="text-sm text-muted">
          We use these details only to reply to you and to keep a record of your enquiry. Our{" "}
          <SiteLink to="/legal/privacy-policy">privacy policy</SiteLink> says how long we keep them
          and what your rights are.
        </p>
        <SubmitButton busy={sending} busyLabel="Sending...">
          Send message
        </SubmitButton>
      </SiteForm>
    </>
  );
}
