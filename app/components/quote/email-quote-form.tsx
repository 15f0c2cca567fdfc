import { Form, Link, useNavigation } from "react-router";
import { TextField } from "../forms/text-field";

/** Sends the quote on screen to the visitor's inbox; the answers travel as hidden fields. */
export function EmailQuoteForm({
  action,
  values,
  emailed,
  emailError,
  formError,
  email,
}: {
  action: string;
  values: Record<string, string>;
  emailed?: string;
  emailError?: string;
  formError?: string;
  email?: string;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === action;
  const hidden = Object.entries(values).filter(([k]) => k !== "emailed");
  return (
    <section
      id="email-quote"
      aria-labelledby="email-quote-heading"
      className="mt-8 rounded-lg bg-paper p-5"
    >
      <h3 id="email-quote-heading" className="text-2xl">
        E-mail me this quote
      </h3>
      {emailed && (
        <p
          role="status"
          className="mt-2 rounded-md border-l-4 border-success-700 bg-white p-3 font-semibold"
        >
          {`We have e-mailed your quote. Your reference is ${emailed}.`}
        </p>
      )}
      {formError && (
        <p role="alert" className="mt-2 font-semibold text-error-700">
          {formError}
        </p>
      )}
      <Form method="post" action={action} className="mt-4" preventScrollReset>
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="hidden">
          <label htmlFor="email-quote-website">Leave this empty</label>
          <input
            id="email-quote-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <TextField
          idPrefix="email-quote"
          name="email"
          label="Your e-mail address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          defaultValue={email}
          error={emailError}
        />
        <p className="mb-3 text-sm text-muted">
          We keep your address with the quote for 12 months, so we can answer questions about it,
          and use it for nothing else. Our <Link to="/legal/privacy-policy">privacy policy</Link>{" "}
          explains your rights.
        </p>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-12 items-center rounded-md border-2 border-navy-900 bg-white px-5 py-2 font-semibold text-navy-900 disabled:opacity-70"
        >
          {sending ? "Sending..." : "E-mail me this quote"}
        </button>
      </Form>
    </section>
  );
}
