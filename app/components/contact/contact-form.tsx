import { Form, Link, useNavigation } from "react-router";
import { RadioGroup, SelectField, TextareaField } from "~/components/forms/choice-fields";
import { ErrorSummary } from "~/components/forms/error-summary";
import { SubmitButton } from "~/components/forms/submit-button";
import { TextField } from "~/components/forms/text-field";
import { practiceAreas } from "~/config/firm";

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
  errors = {},
  formError,
  values = {},
}: {
  startedAt: string;
  errors?: Record<string, string>;
  formError?: string;
  values?: Record<string, string>;
}) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formAction === "/contact";
  return (
    <>
      <ErrorSummary errors={errors} order={fieldOrder} idPrefix="contact" formError={formError} />
      <Form method="post" action="/contact" noValidate aria-labelledby="contact-form-heading">
        <input type="hidden" name="startedAt" value={startedAt} />
        {/* A field people never see: anything typed into it marks the sender as a bot. */}
        <div className="hidden">
          <label htmlFor="contact-website">Leave this empty</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <TextField
          idPrefix="contact"
          name="name"
          label="Your name"
          autoComplete="name"
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          idPrefix="contact"
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          idPrefix="contact"
          name="phone"
          label="Phone number (optional)"
          hint="We will only call you if you ask us to."
          type="tel"
          autoComplete="tel"
          defaultValue={values.phone}
          error={errors.phone}
        />
        <SelectField
          idPrefix="contact"
          name="practiceArea"
          label="What is it about?"
          options={topicOptions}
          defaultValue={values.practiceArea ?? ""}
          error={errors.practiceArea}
        />
        <TextareaField
          idPrefix="contact"
          name="message"
          label="Your message"
          hint="A short summary is enough: please don't send confidential documents yet. Between 10 and 5,000 characters."
          rows={7}
          defaultValue={values.message}
          error={errors.message}
        />
        <RadioGroup
          idPrefix="contact"
          name="replyBy"
          label="How should we reply?"
          options={[
            { value: "email", label: "By e-mail" },
            { value: "phone", label: "By phone" },
          ]}
          defaultValue={values.replyBy}
          error={errors.replyBy}
        />
        <p id="contact-privacy-notice" className="text-sm text-muted">
          We use these details only to reply to you and to keep a record of your enquiry. Our{" "}
          <Link to="/legal/privacy-policy">privacy policy</Link> says how long we keep them and what
          your rights are.
        </p>
        <SubmitButton busy={sending} busyLabel="Sending...">
          Send message
        </SubmitButton>
      </Form>
    </>
  );
}
