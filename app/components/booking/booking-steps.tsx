import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { SiteForm } from "~/components/forms/site-form";
import { SiteLink } from "~/components/site-link";
import type { BookingExtra, BookingStep } from "~/lib/booking/booking-step";
import { bindFields, type FormProblem } from "~/lib/forms/form-problem";
import { useRememberedChoice } from "~/lib/forms/remembered-choice";
import { PrefetchRouteCode } from "~/lib/routing/prefetch-route-code";
import {
  type MeetingType,
  meetingTypeLabels,
  meetingTypes,
  SUMMARY_MAX,
} from "~/shared/booking/options";
import { practiceAreas } from "~/shared/firm/facts";
import { formatDay, formatShortDay, formatTime } from "~/shared/time/format";
import { londonDate } from "~/shared/time/london-clock";
import { BotCheckFields } from "../forms/bot-check-fields";
import { RadioGroup, SelectField, TextareaField } from "../forms/choice-fields";
import { ErrorSummary } from "../forms/error-summary";
import { HiddenFields } from "../forms/hidden-fields";
import { SubmitButton } from "../forms/submit-button";
import { EmailField, TextField } from "../forms/text-field";
import { ChooseDayAndTime } from "./choose-day-and-time";
import { ChooseTopic } from "./choose-topic";

const stepClass = "rounded-lg border-2 border-navy-900 bg-white p-6";
/** The route a booking redirects to (`/consultation/manage/:token`), as app/routes.ts names it. */
const CONFIRMATION_ROUTE_ID = "routes/public/manage-booking";
/** Any address that route answers (its token is only known once the booking is made). */
const CONFIRMATION_ROUTE_PATH = "/consultation/manage/token";

/** The booking page's address for a set of choices; each step is a GET, so it can be a link. */
function query(step: Partial<BookingStep>, extra: Record<string, string> = {}, hash = "#book") {
  const q = new URLSearchParams();
  for (const key of ["area", "lawyer", "type", "date", "start"] as const)
    if (step[key]) q.set(key, step[key] as string);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return `/consultation?${q}${hash}`;
}

/** One choice made so far, with its "Change" link back to the step that made it. */
function Choice({ text, change, what }: { text: string; change: string; what: string }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
      <span>{text}</span>
      <SiteLink to={change} className="font-semibold">
        Change<span className="sr-only">{` ${what}`}</span>
      </SiteLink>
    </li>
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
  prefill,
}: {
  step: BookingStep;
  action?: FormProblem & BookingExtra;
  /** A signed-in person's name, e-mail and phone, to start the details step with. */
  prefill?: Record<string, string>;
}) {
  const navigation = useNavigation();
  const field = bindFields("book", action, prefill);
  const areaName = practiceAreas.find((p) => p.slug === step.area)?.name;
  const lawyer = step.lawyers?.find((l) => l.slug === step.lawyer);
  // A lawyer's own page links here with them chosen: only what they take is offered.
  const areaOptions = practiceAreas.filter((p) => !lawyer || lawyer.practiceAreas.includes(p.slug));
  const typesOffered = meetingTypes.filter((t) =>
    lawyer
      ? lawyer.meetingTypes.includes(t)
      : !step.lawyers?.length || step.lawyers.some((l) => l.meetingTypes.includes(t)),
  );
  return (
    <section id="book" aria-labelledby="book-heading" className={stepClass}>
      <h2 id="book-heading" className="text-title">
        Book your free consultation
      </h2>
      {step.addressProblem && (
        <p role="status" className="mt-4 border-l-4 border-accent-700 bg-white p-4">
          {step.addressProblem}
        </p>
      )}
      {step.area && (
        <ol
          className="mt-4 divide-y divide-stone-200 rounded-card border border-stone-200 bg-paper px-4"
          aria-label="Your choices so far"
        >
          <Choice
            text={`About: ${areaName}`}
            change={query({ lawyer: step.lawyer })}
            what="what it is about"
          />
          {step.type && (
            <Choice
              text={`Meeting: ${meetingTypeLabels[step.type as MeetingType]}`}
              change={query({ area: step.area, lawyer: step.lawyer })}
              what="how we meet"
            />
          )}
          {step.type && (
            <Choice
              text={lawyer ? `With: ${lawyer.name}, ${lawyer.role}` : "With: anyone suitable"}
              change={query({ area: step.area, lawyer: step.lawyer })}
              what="who you meet"
            />
          )}
          {step.start && (
            <Choice
              text={`When: ${formatDay(step.start)} at ${formatTime(step.start)} (UK time)`}
              change={query({ area: step.area, type: step.type })}
              what="the day and time"
            />
          )}
          {step.saturday && (
            <Choice
              text={`When: ${formatDay(step.saturday)}, ${step.part} (we will confirm the time)`}
              change={query({ area: step.area, type: step.type })}
              what="the day"
            />
          )}
        </ol>
      )}

      {!step.area && (
        <ChooseTopic
          label={
            lawyer
              ? `Step 1 of 4: What do you need help with? (${lawyer.name} advises on these)`
              : "Step 1 of 4: What do you need help with?"
          }
          options={areaOptions.map((p) => ({ value: p.slug, label: p.name }))}
          lawyer={step.lawyer}
        />
      )}

      {step.area && !step.type && (
        <ChoiceStep
          name="type"
          label="Step 2 of 4: How would you like to meet?"
          options={typesOffered.map((t) => ({ value: t, label: meetingTypeLabels[t] }))}
          carried={{ area: step.area }}
        >
          {step.lawyers && step.lawyers.length > 0 && (
            <SelectField
              idPrefix="book"
              name="lawyer"
              label="Who would you like to meet? (optional)"
              hint="Anyone suitable means one of our lawyers for this area who is free at the time you choose."
              emptyLabel="Anyone suitable"
              options={step.lawyers.map((l) => ({ value: l.slug, label: `${l.name}, ${l.role}` }))}
              defaultValue={step.lawyer ?? ""}
              error={step.lawyerProblem}
            />
          )}
        </ChoiceStep>
      )}

      {step.type && !step.start && !step.saturday && (
        <ChooseDayAndTime step={step} action={action} query={query} />
      )}

      {(step.start || step.saturday) && (
        <div className="mt-6">
          {/* Booking ends on the manage page: its code is fetched while the details are typed. */}
          <PrefetchRouteCode routeId={CONFIRMATION_ROUTE_ID} path={CONFIRMATION_ROUTE_PATH} />
          <h3 className="text-heading">Step 4 of 4: Your details</h3>
          <div className="mt-4">
            <ErrorSummary
              errors={action?.errors ?? {}}
              order={["lawyer", "name", "email", "phone", "summary"]}
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
                        lawyer: step.lawyer,
                        type: step.type,
                        date: londonDate(s),
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
            <SiteForm
              method="post"
              action={query(step).replace("#book", "")}
              noValidate
              aria-label="Your details"
            >
              <HiddenFields
                values={{
                  area: step.area,
                  lawyer: step.lawyer,
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
            </SiteForm>
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * Step 2: one choice, sent by GET. The choice is remembered in the history entry, so
 * Back from the next step shows it still chosen (the browser does this itself without
 * JavaScript).
 */
function ChoiceStep({
  name,
  label,
  options,
  carried = {},
  children,
}: {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  carried?: Record<string, string | undefined>;
  /** A further, optional control sent with the choice (step 2's lawyer). */
  children?: ReactNode;
}) {
  const choice = useRememberedChoice(`book-${name}`);
  return (
    <SiteForm
      method="get"
      action="/consultation#book"
      className="mt-6"
      onChange={(event) => {
        const input = event.target;
        if (input instanceof HTMLInputElement && input.name === name) choice.remember(input.value);
      }}
    >
      <HiddenFields values={carried} />
      <RadioGroup
        idPrefix="book"
        name={name}
        label={label}
        options={options}
        defaultValue={choice.value}
      />
      {children}
      <SubmitButton>Continue</SubmitButton>
    </SiteForm>
  );
}
