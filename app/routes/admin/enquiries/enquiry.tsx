import { data, Form, Link, useNavigation } from "react-router";
import { OfficeHistory, toHistory } from "~/components/admin/office-history";
import { TextareaField } from "~/components/forms/choice-fields";
import { ErrorSummary } from "~/components/forms/error-summary";
import { describedBy, HintAndError } from "~/components/forms/field-parts";
import { SubmitButton } from "~/components/forms/submit-button";
import { type PracticeAreaSlug, practiceAreaName } from "~/config/firm";
import { type FormProblem, formProblem, parseForm } from "~/lib/admin/form.server";
import { redirectWithNotice } from "~/lib/admin/notice.server";
import { formatDateTime } from "~/lib/admin/office-format";
import { replyMailto } from "~/lib/admin/office-mailto";
import { requireStaff } from "~/lib/auth/require-user.server";
import {
  enquiryAssignForm,
  enquiryNoteForm,
  enquiryStatusForm,
  enquiryStatusValues,
  NOTE_MAX,
} from "~/lib/schemas/office-admin";
import { z } from "~/lib/zod";
import type { Route } from "./+types/enquiry";

const statusLabels: Record<(typeof enquiryStatusValues)[number], string> = {
  new: "New",
  "in-progress": "In progress",
  closed: "Closed",
};
const enquiryId = z.uuid();

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  if (!enquiryId.safeParse(params.id).success) throw data(null, { status: 404 });
  const [enquiry, assignees, history] = await Promise.all([
    context.services.office.enquiries.get(params.id),
    context.services.office.enquiries.assignees(),
    context.services.audit.forEntity("enquiry", params.id),
  ]);
  if (!enquiry) throw data(null, { status: 404 });
  return {
    enquiry: {
      id: enquiry.id,
      reference: enquiry.reference,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      topic:
        enquiry.practiceArea === "other"
          ? "Something else"
          : practiceAreaName(enquiry.practiceArea as PracticeAreaSlug),
      message: enquiry.message,
      replyBy: enquiry.replyBy,
      status: enquiry.status,
      assignedTo: enquiry.assignedTo,
      assignedName: enquiry.assignedName,
      receivedAt: enquiry.createdAt.toISOString(),
    },
    notes: enquiry.notes.map((n) => ({
      id: n.id,
      authorName: n.authorName,
      body: n.body,
      at: n.createdAt.toISOString(),
    })),
    assignees,
    history: toHistory(history),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireStaff(request, context);
  if (!enquiryId.safeParse(params.id).success) throw data(null, { status: 404 });
  const form = await request.formData();
  const here = `/admin/enquiries/${params.id}`;
  const office = context.services.office.enquiries;
  switch (form.get("intent")) {
    case "note": {
      const parsed = parseForm(form, enquiryNoteForm);
      if (!parsed.success) return parsed.response;
      const result = await office.addNote(user, params.id, parsed.data.body);
      if (result.kind === "not-found") throw data(null, { status: 404 });
      return redirectWithNotice(here, "Note added");
    }
    case "status": {
      const parsed = parseForm(form, enquiryStatusForm);
      if (!parsed.success) return parsed.response;
      const result = await office.setStatus(user, params.id, parsed.data.status);
      if (result.kind === "not-found") throw data(null, { status: 404 });
      const label = statusLabels[parsed.data.status].toLowerCase();
      return redirectWithNotice(
        here,
        result.kind === "ok"
          ? `${result.reference} marked ${label}`
          : `The enquiry was already ${label}`,
      );
    }
    case "assign": {
      const parsed = parseForm(form, enquiryAssignForm);
      if (!parsed.success) return parsed.response;
      const result = await office.assign(user, params.id, parsed.data.assignee || null);
      if (result.kind === "not-found") throw data(null, { status: 404 });
      if (result.kind === "not-assignable")
        return formProblem(form, "Choose someone from the list", 400, {
          assignee: "Choose a member of staff from the list",
        });
      return redirectWithNotice(
        here,
        result.kind === "ok" ? `Assignment of ${result.reference} saved` : "No change to save",
      );
    }
    default:
      return formProblem(form, "Choose what to do from the page and try again");
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Enquiry ${loaderData?.enquiry.reference ?? ""} | Carrow & Hale admin` },
];

function problemFor(actionData: FormProblem | undefined, intent: string) {
  return actionData?.values.intent === intent ? actionData : undefined;
}

export default function EnquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, notes, assignees, history } = loaderData;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const noteProblem = problemFor(actionData, "note");
  const statusProblem = problemFor(actionData, "status");
  const assignProblem = problemFor(actionData, "assign");
  const otherProblem =
    actionData && !noteProblem && !statusProblem && !assignProblem ? actionData : undefined;

  return (
    <>
      <p>
        <Link to="/admin/enquiries">Back to enquiries</Link>
      </p>
      <h1 className="mt-2 text-4xl">{`Enquiry ${enquiry.reference}`}</h1>
      <p className="mt-2 text-lg">
        {`${statusLabels[enquiry.status]} · received ${formatDateTime(enquiry.receivedAt)} · ${
          enquiry.assignedName ? `assigned to ${enquiry.assignedName}` : "unassigned"
        }`}
      </p>
      {otherProblem && (
        <ErrorSummary
          errors={{}}
          order={[]}
          idPrefix="enquiry"
          formError={otherProblem.formError}
        />
      )}

      <div className="mt-8 grid gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <section aria-labelledby="contact-heading">
            <h2 id="contact-heading" className="text-2xl">
              Contact details
            </h2>
            <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg border border-stone-200 bg-white p-5">
              <dt className="font-semibold">Name</dt>
              <dd>{enquiry.name}</dd>
              <dt className="font-semibold">E-mail</dt>
              <dd className="break-all">{enquiry.email}</dd>
              <dt className="font-semibold">Phone</dt>
              <dd>
                {enquiry.phone ? <a href={`tel:${enquiry.phone}`}>{enquiry.phone}</a> : "Not given"}
              </dd>
              <dt className="font-semibold">Prefers a reply by</dt>
              <dd>{enquiry.replyBy === "phone" ? "Phone" : "E-mail"}</dd>
              <dt className="font-semibold">About</dt>
              <dd>{enquiry.topic}</dd>
            </dl>
            <p className="mt-4">
              <a
                href={replyMailto(enquiry.email, `Your enquiry ${enquiry.reference}`)}
                className="inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 px-4 py-2 font-semibold no-underline"
              >
                Reply by e-mail<span className="sr-only">{` to ${enquiry.name}`}</span>
              </a>
            </p>
          </section>

          <section aria-labelledby="message-heading" className="mt-8">
            <h2 id="message-heading" className="text-2xl">
              Message
            </h2>
            <p className="mt-3 whitespace-pre-wrap rounded-lg border border-stone-200 bg-white p-5">
              {enquiry.message}
            </p>
          </section>

          <section aria-labelledby="notes-heading" className="mt-8">
            <h2 id="notes-heading" className="text-2xl">
              Internal notes
            </h2>
            <p className="text-muted">Only staff see these; the sender never does.</p>
            {notes.length === 0 ? (
              <p className="mt-3">No notes yet.</p>
            ) : (
              <ol className="mt-3 space-y-4">
                {notes.map((note) => (
                  <li key={note.id} className="rounded-lg border border-stone-200 bg-white p-4">
                    <p className="whitespace-pre-wrap">{note.body}</p>
                    <p className="mt-2 text-muted">
                      {`${note.authorName}, `}
                      <time dateTime={note.at}>{formatDateTime(note.at)}</time>
                    </p>
                  </li>
                ))}
              </ol>
            )}
            <Form method="post" noValidate className="mt-6" aria-labelledby="add-note-heading">
              <h3 id="add-note-heading" className="text-xl">
                Add a note
              </h3>
              <ErrorSummary
                errors={noteProblem?.errors ?? {}}
                order={["body"]}
                idPrefix="note"
                formError={noteProblem?.formError}
              />
              <input type="hidden" name="intent" value="note" />
              <TextareaField
                idPrefix="note"
                name="body"
                label="Note"
                hint={`Up to ${NOTE_MAX.toLocaleString("en-GB")} characters.`}
                rows={4}
                defaultValue={noteProblem?.values.body}
                error={noteProblem?.errors.body}
              />
              <SubmitButton busy={busy("note")} busyLabel="Adding note...">
                Add note
              </SubmitButton>
            </Form>
          </section>
        </div>

        <div>
          <Form
            method="post"
            noValidate
            aria-labelledby="status-heading"
            className="rounded-lg border border-stone-200 bg-white p-5"
          >
            <h2 id="status-heading" className="text-2xl">
              Status
            </h2>
            <ErrorSummary
              errors={statusProblem?.errors ?? {}}
              order={["status"]}
              idPrefix="status"
              formError={statusProblem?.formError}
            />
            <input type="hidden" name="intent" value="status" />
            <fieldset
              className="mt-3 mb-5"
              aria-describedby={describedBy(
                "status-status",
                undefined,
                statusProblem?.errors.status,
              )}
            >
              <legend className="font-semibold">Set the status</legend>
              <HintAndError id="status-status" error={statusProblem?.errors.status} />
              {enquiryStatusValues.map((value, i) => (
                <label key={value} className="flex min-h-11 items-center gap-3">
                  <input
                    id={i === 0 ? "status-status" : `status-status-${value}`}
                    type="radio"
                    name="status"
                    value={value}
                    defaultChecked={value === enquiry.status}
                    className="size-6 accent-navy-900"
                  />
                  {statusLabels[value]}
                </label>
              ))}
            </fieldset>
            <SubmitButton busy={busy("status")} busyLabel="Saving...">
              Save status
            </SubmitButton>
          </Form>

          <Form
            method="post"
            noValidate
            aria-labelledby="assign-heading"
            className="mt-6 rounded-lg border border-stone-200 bg-white p-5"
          >
            <h2 id="assign-heading" className="text-2xl">
              Assigned to
            </h2>
            <ErrorSummary
              errors={assignProblem?.errors ?? {}}
              order={["assignee"]}
              idPrefix="assign"
              formError={assignProblem?.formError}
            />
            <input type="hidden" name="intent" value="assign" />
            <div
              className={`mt-3 mb-5 ${assignProblem?.errors.assignee ? "border-l-4 border-error-700 pl-4" : ""}`}
            >
              <label htmlFor="assign-assignee" className="block font-semibold">
                Member of staff
              </label>
              <HintAndError id="assign-assignee" error={assignProblem?.errors.assignee} />
              <select
                id="assign-assignee"
                name="assignee"
                defaultValue={assignProblem?.values.assignee ?? enquiry.assignedTo ?? ""}
                aria-invalid={assignProblem?.errors.assignee ? true : undefined}
                aria-describedby={describedBy(
                  "assign-assignee",
                  undefined,
                  assignProblem?.errors.assignee,
                )}
                className="mt-1 block min-h-12 w-full max-w-md rounded-md border-2 border-ink bg-white px-3 py-2"
              >
                <option value="">Unassigned</option>
                {assignees.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </select>
            </div>
            <SubmitButton busy={busy("assign")} busyLabel="Saving...">
              Save assignment
            </SubmitButton>
          </Form>

          <OfficeHistory entries={history} headingId="history-heading" />
        </div>
      </div>
    </>
  );
}
