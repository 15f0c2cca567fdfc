import { redirect, useNavigation } from "react-router";
import { AccountForm, DetailsForms, problemFor } from "~/components/account/account-forms";
import { AccountRecords, type MoveCalendar } from "~/components/account/account-records";
import { AccountSection } from "~/components/account/account-section";
import { PageHeader } from "~/components/content/page-header";
import { IntentForm } from "~/components/forms/intent-form";
import { SiteForm } from "~/components/forms/site-form";
import { SubmitButton } from "~/components/forms/submit-button";
import { PasswordField } from "~/components/forms/text-field";
import { SiteLink } from "~/components/site-link";
import { accountClosureWords } from "~/content/legal/account-closure";
import { arrivalNotice } from "~/lib/auth/arrival-notice";
import { bookingGoogleLink } from "~/lib/booking/calendar-links";
import { bookingWindow, monthToShow } from "~/lib/booking/month-calendar";
import { bindFields } from "~/lib/forms/form-problem";
import { siteMeta } from "~/lib/meta";
import { placeOf } from "~/shared/booking/facts";
import type { MeetingType } from "~/shared/booking/options";
import type { RouteHandle } from "~/shared/routing/route-handle";
import { formatDate, formatDateAndTime } from "~/shared/time/format";
import { todayInLondon } from "~/shared/time/london-clock";
import type { Route } from "./+types/account-page";
import { type AccountAnswer, handleAccountForm } from "./account-action.server";

export const handle: RouteHandle = { kind: "working", private: true };

/** The signed-in person's own page (issue 20); visitors are sent to sign in and back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.user) throw redirect("/auth?next=/account");
  const view = await context.services.accounts.client.view(context.user.id);
  const firm = await context.services.firm.facts();
  if (!view) throw redirect("/auth?next=/account");
  const { user } = view;
  const person = { name: user.name, email: user.email, phone: user.phone, role: user.role };
  // The first admin's generated password: the admin area waits until they choose their own.
  const arrival = user.passwordChangeRequired
    ? "Please choose your own password below. The one this account was given when the site first started opens nothing else until you do."
    : arrivalNotice("account", new URL(request.url));
  if (view.kind === "unverified")
    return { verified: false as const, person, records: null, arrival };
  const now = context.clock.now().getTime();
  const upcoming = (b: { startsAt: Date; status: string }) =>
    b.startsAt.getTime() > now && b.status !== "cancelled";
  const url = new URL(request.url);
  const lawyers = await context.services.bookingLawyers.forIds(
    view.bookings.map((b) => b.lawyerId),
  );
  // ?move=<id> opens the calendar for one of the account's own upcoming, confirmed bookings.
  const toMove = view.bookings.find(
    (b) => b.id === url.searchParams.get("move") && b.status === "confirmed" && upcoming(b),
  );
  // Dates go to the page in words, written here: written in the browser, the first London date
  // made hydration's longest task on this page (the time zone's data loaded on first use).
  return {
    verified: true as const,
    person,
    arrival,
    records: {
      bookings: view.bookings.map((b) => {
        const lawyer = b.lawyerId ? (lawyers.get(b.lawyerId) ?? null) : null;
        return {
          id: b.id,
          reference: b.reference,
          practiceArea: b.practiceArea,
          meetingType: b.meetingType,
          startsAt: b.startsAt.toISOString(),
          when: formatDateAndTime(b.startsAt),
          status: b.status,
          upcoming: upcoming(b),
          googleLink: bookingGoogleLink(
            b,
            firm,
            lawyer && {
              name: lawyer.name,
              role: lawyer.role,
              pageUrl: lawyer.listed ? `${context.siteUrl}/team/${lawyer.slug}` : null,
            },
          ),
          lawyer: lawyer && {
            name: lawyer.name,
            role: lawyer.role,
            page: lawyer.listed ? `/team/${lawyer.slug}` : null,
            photo: lawyer.photo,
          },
          place: placeOf(
            {
              type: b.meetingType,
              phone: b.phone,
              status: b.status,
              meetingUrl: b.meetingUrl,
              lawyerName: lawyer?.name,
            },
            firm.offices,
          ),
        };
      }),
      moving: toMove ? await moveCalendar(context, toMove.meetingType, url) : null,
      enquiries: view.enquiries.map((e) => ({
        reference: e.reference,
        practiceArea: e.practiceArea,
        status: e.status,
        sentOn: formatDate(e.createdAt),
      })),
      quotes: view.quotes.map((q) => ({
        reference: q.reference,
        totalMin: q.totalMin,
        totalMax: q.totalMax,
        quotedOn: formatDate(q.createdAt),
      })),
    },
  };
}

/** The free days and times for moving a booking, as the manage link shows them. */
async function moveCalendar(
  context: Route.LoaderArgs["context"],
  type: MeetingType,
  url: URL,
): Promise<MoveCalendar> {
  const window = bookingWindow(todayInLondon(context.clock.now()));
  const days = await context.services.bookings.availability({
    type,
    from: window.first,
    to: window.last,
  });
  const asked = url.searchParams.get("date");
  const date = days.some((d) => d.date === asked) ? (asked as string) : undefined;
  return {
    booking: url.searchParams.get("move") as string,
    days: days.map((d) => ({ date: d.date, count: d.slots.length })),
    window,
    month: monthToShow({ asked: url.searchParams.get("month"), chosen: date, days, window }),
    date,
    slots: (days.find((d) => d.date === date)?.slots ?? []).map((s) => s.start.toISOString()),
  };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleAccountForm(request, context);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteMeta(matches).fullTitle({ title: "Your Account" }) },
  { name: "robots", content: "noindex" },
];

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { person, records } = loaderData;
  const answer = actionData as AccountAnswer | undefined;
  const notice =
    answer && "kind" in answer && answer.kind === "notice" ? answer.message : loaderData.arrival;
  return (
    <>
      <PageHeader heading="Your account" lead={`Signed in as ${person.email}.`} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-12">
        <AccountContents hasRecords={Boolean(records)} />
        <div className="min-w-0 max-w-3xl lg:col-span-9">
          <div
            role="status"
            className="empty:hidden mb-8 border-l-4 border-accent-700 bg-white p-4"
          >
            {notice}
          </div>
          {records ? (
            <AccountRecords records={records} answer={answer} />
          ) : (
            <AccountSection id="verify" heading="Confirm your e-mail address">
              <p className="mt-2">
                {"We sent a link to "}
                <strong className="break-all">{person.email}</strong>
                {
                  ". Until you use it, your account doesn't show consultations, messages or quotes sent from this address, so that nobody can see someone else's by typing their address."
                }
              </p>
              <AccountForm
                intent="resend-verification"
                heading="No link, or it has run out?"
                problem={problemFor("resend-verification", answer)}
                order={[]}
                submit="Send me a new link"
              />
            </AccountSection>
          )}
          <AccountSection id="details" heading="Details" className="mt-12">
            <DetailsForms user={person} answer={answer} />
            <SignOutForms />
          </AccountSection>
          {records && <MyData answer={answer} isClient={person.role === "client"} />}
        </div>
      </div>
    </>
  );
}

/**
 * The page's sections as links: beside them on a wide screen (it is a long page of forms), above
 * them on a phone, where it saves scrolling past every form to reach "My data".
 */
function AccountContents({ hasRecords }: { hasRecords: boolean }) {
  const sections = hasRecords
    ? [
        ["consultations-heading", "My consultations"],
        ["messages-heading", "My messages"],
        ["quotes-heading", "My quotes"],
        ["details-heading", "Details"],
        ["data-heading", "My data"],
      ]
    : [
        ["verify-heading", "Confirm your e-mail address"],
        ["details-heading", "Details"],
      ];
  return (
    <nav aria-label="On this page" className="lg:col-span-3">
      <div className="rounded-card border border-stone-200 bg-white p-4 lg:sticky lg:top-24">
        <p className="font-semibold">On this page</p>
        <ul className="mt-2 space-y-1">
          {sections.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="underline">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

function SignOutForms() {
  const navigation = useNavigation();
  return (
    <AccountSection id="sign-out" heading="Signing out" level={3} className="mt-8">
      <div className="mt-3 flex flex-wrap gap-4">
        <SiteForm method="post" action="/auth/logout" reloadDocument>
          <SubmitButton>Sign out</SubmitButton>
        </SiteForm>
        <IntentForm intent="sign-out-elsewhere">
          <SubmitButton
            variant="destructive-secondary"
            busy={
              navigation.state === "submitting" &&
              navigation.formData?.get("intent") === "sign-out-elsewhere"
            }
          >
            Sign out everywhere else
          </SubmitButton>
        </IntentForm>
      </div>
    </AccountSection>
  );
}

function MyData({ answer, isClient }: { answer: unknown; isClient: boolean }) {
  const close = problemFor("close", answer);
  const field = bindFields("account-close", close);
  // The question stays up while its password is wrong.
  const asking =
    close !== undefined ||
    (typeof answer === "object" &&
      answer !== null &&
      "kind" in answer &&
      answer.kind === "confirm-close");
  return (
    <AccountSection id="data" heading="My data" className="mt-12">
      <p className="mt-2">
        Download everything we hold about your account and your e-mail address as a JSON file (your
        right of access and to data portability).
      </p>
      <p className="mt-3">
        <a href="/account/export.json" download className="font-semibold underline">
          Download my data (JSON)
        </a>
      </p>
      {isClient &&
        (asking ? (
          <>
            <AccountForm
              intent="close"
              heading="Close your account for good?"
              problem={close}
              order={["password"]}
              submit="Yes, close my account"
              variant="destructive"
            >
              <input type="hidden" name="confirmed" value="yes" />
              <p className="mb-4">{accountClosureWords}</p>
              <p className="mb-4">This cannot be undone. Enter your password to close it.</p>
              <PasswordField
                {...field("password")}
                label="Your password"
                autoComplete="current-password"
              />
            </AccountForm>
            <p className="mt-3">
              <SiteLink to="/account#data-heading">No, keep my account</SiteLink>
            </p>
          </>
        ) : (
          <AccountForm
            intent="close"
            heading="Close my account"
            problem={undefined}
            order={[]}
            submit="Close my account"
            variant="destructive-secondary"
          >
            <p className="mb-4">{accountClosureWords}</p>
            <p className="mb-4">
              Read more in our <SiteLink to="/legal/privacy-policy">privacy policy</SiteLink>. We
              ask you to confirm, with your password, on the next step.
            </p>
          </AccountForm>
        ))}
      {!isClient && (
        <p className="mt-4">Staff accounts are closed by an administrator, not here.</p>
      )}
    </AccountSection>
  );
}
