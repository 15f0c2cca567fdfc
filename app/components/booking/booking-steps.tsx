import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { SiteLink } from "~/components/site-link";
import { practiceAreas } from "~/config/firm";
import type { BookingExtra, BookingStep } from "~/lib/booking/booking-step";
import {
  type MeetingType,
  meetingTypeLabels,
  meetingTypes,
  SUMMARY_MAX,
} from "~/lib/booking-options";
import { bindFields, type FormProblem } from "~/lib/forms/form-problem";
import { formatDay, formatShortDay, formatTime } from "~/lib/time/format";
import { BotCheckFields } from "../forms/bot-check-fields";
import { RadioGroup, TextareaField } from "../forms/choice-fields";
import { ErrorSummary } from "../forms/error-summary";
import { controlAttributes, HintAndError } from "../forms/field-parts";
import { HiddenFields } from "../forms/hidden-fields";
import { SubmitButton } from "../forms/submit-button";
import { EmailField, TextField } from "../forms/text-field";

const stepClass = "rounded-lg border-2 border-navy-900 bg-white p-6";

function query(step: Partial<BookingStep>, extra: Record<string, string> = {}) {
  const q = new URLSearchParams();
  for (const key of ["area", "type", "date", "start"] as const)
    if (step[key]) q.set(key, step[key] as string);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return `/consultation?${q}#book`;
}

/** A select that sits in a row with others (the Saturday and its part of the day). */
function InlineSelect({
  id,
  name,
  label,
  error,
  children,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <HintAndError id={id} error={error} />
      <select
        {...controlAttributes(id, name, undefined, error)}
        className="mt-1 min-h-11 rounded-md border-2 border-ink bg-white px-3"
      >
        {children}
      </select>
    </div>
  );
}

/**
 * The booking steps: what it is about, how to meet, the day and time, then your details. Each
 * choice is an ordinary link or GET form, so it all works without JavaScript; with it, React
 * Router moves between steps without reloading.
 */
export function BookingSteps({
  step,
  action,
}: {
  step: BookingStep;
  action?: FormProblem & BookingExtra;
}) {
  const navigation = useNavigation();
  const field = bindFields("book", action);
  const areaName = practiceAreas.find((p) => p.slug === step.area)?.name;
  return (
    <section id="book" aria-labelledby="book-heading" className={stepClass}>
      <h2 id="book-heading" className="text-title">
        Book your free consultation
      </h2>
      {step.area && (
        <ol className="mt-4 space-y-1 text-lg" aria-label="Your choices so far">
          <li>
            {`About: ${areaName} · `}
            <SiteLink to={query({})}>Change</SiteLink>
          </li>
          {step.type && (
            <li>
              {`Meeting: ${meetingTypeLabels[step.type as MeetingType]} · `}
              <SiteLink to={query({ area: step.area })}>Change</SiteLink>
            </li>
          )}
          {step.start && (
            <li>
              {`When: ${formatDay(step.start)} at ${formatTime(step.start)} (UK time) · `}
              <SiteLink to={query({ area: step.area, type: step.type })}>Change</SiteLink>
            </li>
          )}
          {step.saturday && (
            <li>
              {`When: ${formatDay(`${step.saturday}T12:00:00Z`)}, ${step.part} (we will confirm the time) · `}
              <SiteLink to={query({ area: step.area, type: step.type })}>Change</SiteLink>
            </li>
          )}
        </ol>
      )}

      {!step.area && (
        <Form method="get" action="/consultation#book" className="mt-6">
          <RadioGroup
            idPrefix="book"
            name="area"
            label="Step 1 of 4: What do you need help with?"
            options={practiceAreas.map((p) => ({ value: p.slug, label: p.name }))}
          />
          <SubmitButton>Continue</SubmitButton>
        </Form>
      )}

      {step.area && !step.type && (
        <Form method="get" action="/consultation#book" className="mt-6">
          <HiddenFields values={{ area: step.area }} />
          <RadioGroup
            idPrefix="book"
            name="type"
            label="Step 2 of 4: How would you like to meet?"
            options={meetingTypes.map((t) => ({ value: t, label: meetingTypeLabels[t] }))}
          />
          <SubmitButton>Continue</SubmitButton>
        </Form>
      )}

      {step.type && !step.start && !step.saturday && (
        <div className="mt-6">
          <h3 className="text-heading">Step 3 of 4: Choose a day and time</h3>
          <p className="mt-1 text-muted">Times are UK time. Only days with free times are shown.</p>
          {step.days && step.days.length === 0 && (
            <p className="mt-4">
              There are no free times in the next two months. Please call us and we will find one.
            </p>
          )}
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Days with free times">
            {step.days?.map((d) => (
              <li key={d.date}>
                <SiteLink
                  to={query({ area: step.area, type: step.type, date: d.date })}
                  aria-current={d.date === step.date ? "date" : undefined}
                  aria-label={`${formatDay(`${d.date}T12:00:00Z`)}, ${d.count} free ${d.count === 1 ? "time" : "times"}`}
                  className={`inline-block min-h-11 rounded-md border-2 px-3 py-2 font-semibold no-underline ${
                    d.date === step.date
                      ? "border-navy-900 bg-navy-900 text-white"
                      : "border-stone-200 bg-paper"
                  }`}
                >
                  {formatShortDay(`${d.date}T12:00:00Z`)}
                </SiteLink>
              </li>
            ))}
          </ul>
          {step.saturdays && step.saturdays.length > 0 && (
            <Form method="get" action="/consultation#book" className="mt-6 rounded-md bg-paper p-4">
              <ErrorSummary errors={action?.errors ?? {}} order={["saturday"]} idPrefix="book" />
              <HiddenFields values={{ area: step.area, type: step.type }} />
              <p className="font-semibold">
                Need a Saturday? Saturdays are by appointment: ask, and we will confirm a time.
              </p>
              <div className="mt-3 flex flex-wrap items-end gap-4">
                <InlineSelect
                  id="book-saturday"
                  name="saturday"
                  label="Saturday"
                  error={action?.errors.saturday}
                >
                  {step.saturdays.map((d) => (
                    <option key={d} value={d}>
                      {formatDay(`${d}T12:00:00Z`)}
                    </option>
                  ))}
                </InlineSelect>
                <InlineSelect id="book-part" name="part" label="Time of day">
                  <option value="morning">Morning</option>
                  <option value="afternoon">Afternoon</option>
                </InlineSelect>
                <button
                  type="submit"
                  className="min-h-11 rounded-md border-2 border-navy-900 bg-white px-4 py-2 font-semibold"
                >
                  Ask for this Saturday
                </button>
              </div>
            </Form>
          )}
          {step.date && step.slots && (
            <>
              <h4 className="mt-6 font-serif text-xl font-semibold text-navy-900">{`Free times on ${formatDay(`${step.date}T12:00:00Z`)}`}</h4>
              <ul
                className="mt-3 flex flex-wrap gap-2"
                aria-label={`Free times on ${formatDay(`${step.date}T12:00:00Z`)}`}
              >
                {step.slots.map((s) => (
                  <li key={s}>
                    <SiteLink
                      to={query({ area: step.area, type: step.type, date: step.date, start: s })}
                      className="inline-block min-h-11 rounded-md border-2 border-navy-900 px-4 py-2 font-semibold no-underline"
                    >
                      {formatTime(s)}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}

      {(step.start || step.saturday) && (
        <div className="mt-6">
          <h3 className="text-heading">Step 4 of 4: Your details</h3>
          <div className="mt-4">
            <ErrorSummary
              errors={action?.errors ?? {}}
              order={["name", "email", "phone", "summary"]}
              idPrefix="book"
              formError={action?.formError}
            />
            {action?.alternatives && action.alternatives.length > 0 && (
              <ul className="mb-6 flex flex-wrap gap-2" aria-label="Nearest free times">
                {action.alternatives.map((s) => (
                  <li key={s}>
                    <SiteLink
                      to={query({
                        area: step.area,
                        type: step.type,
                        date: s.slice(0, 10),
                        start: s,
                      })}
                      className="inline-block rounded-md border-2 border-navy-900 px-3 py-2 font-semibold no-underline"
                    >
                      {`${formatShortDay(s)} ${formatTime(s)}`}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            )}
            <Form
              method="post"
              action={query(step).replace("#book", "")}
              noValidate
              aria-label="Your details"
            >
              <HiddenFields
                values={{
                  area: step.area,
                  type: step.type,
                  start: step.start,
                  saturday: step.saturday,
                  part: step.part,
                }}
              />
              <BotCheckFields idPrefix="book" startedAt={action?.startedAt ?? step.startedAt} />
              <TextField {...field("name")} label="Your name" autoComplete="name" />
              <EmailField
                {...field("email")}
                label="E-mail address"
                hint="We send the confirmation and your link to change or cancel here."
              />
              <TextField {...field("phone")} label="Phone number" type="tel" autoComplete="tel" />
              <TextareaField
                {...field("summary")}
                label="Briefly, what is it about?"
                hint={`A few sentences is plenty, up to ${SUMMARY_MAX.toLocaleString("en-GB")} characters. Please don't include confidential details yet.`}
                rows={5}
              />
              <p id="book-privacy-notice" className="text-sm text-muted">
                We use these details only to arrange and hold your consultation and to keep a record
                of it. Our <SiteLink to="/legal/privacy-policy">privacy policy</SiteLink> says how
                long we keep them and what your rights are.
              </p>
              <SubmitButton busy={navigation.state === "submitting"} busyLabel="Sending...">
                {step.saturday ? "Ask for this Saturday" : "Book consultation"}
              </SubmitButton>
            </Form>
          </div>
        </div>
      )}
    </section>
  );
}
