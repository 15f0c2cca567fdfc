import type { ReactNode } from "react";
import { SiteForm } from "~/components/forms/site-form";
import { SiteLink } from "~/components/site-link";
import type { BookingStep } from "~/lib/booking/booking-step";
import { useClosureNotice } from "~/lib/firm/use-closure-notice";
import type { FormProblem } from "~/lib/forms/form-problem";
import { formatDay, formatTime } from "~/shared/time/format";
import { ErrorSummary } from "../forms/error-summary";
import { controlAttributes, HintAndError } from "../forms/field-parts";
import { HiddenFields } from "../forms/hidden-fields";
import { PhoneLink } from "../phone-number";
import { DayCalendar } from "./day-calendar";
import { FreeTimes, freeTimeClass, freeTimesListClass, usePendingDate } from "./free-times";

type Query = (step: Partial<BookingStep>, extra?: Record<string, string>, hash?: string) => string;

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
 * Saturdays are by appointment, so they are not in the calendar: a visitor asks for a morning
 * or an afternoon and the firm confirms a time, or they phone. Apart from the calendar, and
 * saying the same as every other mention of Saturdays on the site.
 */
function SaturdayRequest({ step, action }: { step: BookingStep; action?: FormProblem }) {
  if (!step.saturdays || step.saturdays.length === 0) return null;
  return (
    <section
      aria-labelledby="saturday-heading"
      className="mt-8 rounded-card border border-stone-200 bg-paper p-card"
    >
      <h4 id="saturday-heading" className="font-serif text-subheading font-semibold">
        Need a Saturday?
      </h4>
      <p className="mt-2">
        {
          "Saturdays are by appointment, so they are not in the calendar. Ask for a Saturday morning or afternoon here and we will contact you to agree a time, or call us on "
        }
        <PhoneLink />.
      </p>
      <SiteForm method="get" action="/consultation#book" className="mt-4">
        <ErrorSummary errors={action?.errors ?? {}} order={["saturday"]} idPrefix="book" />
        <HiddenFields values={{ area: step.area, type: step.type }} />
        <div className="flex flex-wrap items-end gap-4">
          <InlineSelect
            id="book-saturday"
            name="saturday"
            label="Saturday"
            error={action?.errors.saturday}
          >
            {step.saturdays.map((d) => (
              <option key={d} value={d}>
                {formatDay(d)}
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
      </SiteForm>
    </section>
  );
}

/**
 * Step 3: a month calendar of the days with free times, and the chosen day's times beside it
 * (below it on a phone). Every choice is a link, so it works without JavaScript.
 */
export function ChooseDayAndTime({
  step,
  action,
  query,
}: {
  step: BookingStep;
  action?: FormProblem;
  query: Query;
}) {
  const pending = usePendingDate();
  const choice = { area: step.area, lawyer: step.lawyer, type: step.type };
  const days = step.days ?? [];
  const closure = useClosureNotice();
  return (
    <div className="mt-6">
      <h3 className="text-heading">Step 3 of 4: Choose a day and time</h3>
      <p className="mt-1 text-muted">
        Times are UK time. The shaded days have free times; Saturdays are by appointment (see
        below).
      </p>
      {closure && <p className="mt-2 font-semibold">{closure.bookingLine}</p>}
      {days.length === 0 ? (
        <p className="mt-4">
          There are no free times in the next two months. Please call us on <PhoneLink /> and we
          will find one.
        </p>
      ) : (
        step.window &&
        step.month && (
          <div className="mt-4 grid gap-8 md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
            <DayCalendar
              days={days}
              window={step.window}
              month={step.month}
              selected={step.date}
              pending={pending}
              dayHref={(date) => query({ ...choice, date }, {}, "#times")}
              monthHref={(month) => query(choice, { month }, "#calendar")}
            />
            <FreeTimes
              date={step.date}
              pending={pending !== step.date ? pending : undefined}
              empty="Choose a day in the calendar and its free times appear here."
            >
              {step.date && step.slots && (
                <ul
                  className={freeTimesListClass}
                  aria-label={`Free times on ${formatDay(step.date)}`}
                >
                  {step.slots.map((s) => (
                    <li key={s}>
                      <SiteLink
                        to={query({ ...choice, date: step.date, start: s })}
                        className={freeTimeClass}
                      >
                        {formatTime(s)}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              )}
            </FreeTimes>
          </div>
        )
      )}
      <SaturdayRequest step={step} action={action} />
    </div>
  );
}
