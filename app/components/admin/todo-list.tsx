import { SiteForm } from "~/components/forms/site-form";
import { SiteLink } from "~/components/site-link";

export interface TodoView {
  id: string;
  summary: string;
  booking: { id: string; reference: string } | null;
}

/**
 * Open to-dos, each with a link to its booking and a "Mark done" button (a plain form post, so
 * it works before the page's script has loaded). `back` is where marking one done returns to.
 */
export function TodoList({
  todos,
  back,
  linkBookings = true,
}: {
  todos: readonly TodoView[];
  back: string;
  linkBookings?: boolean;
}) {
  return (
    <ul className="mt-2 space-y-3">
      {todos.map((todo) => (
        <li key={todo.id} className="rounded-md border border-stone-200 bg-white px-4 py-3">
          <p>{todo.summary}</p>
          <div className="mt-2 flex flex-wrap items-center gap-4">
            {linkBookings && todo.booking && (
              <SiteLink to={`/admin/consultations/${todo.booking.id}`}>
                {`Open booking ${todo.booking.reference}`}
              </SiteLink>
            )}
            <SiteForm method="post" action={`/admin/todos/${todo.id}/done`}>
              <input type="hidden" name="back" value={back} />
              <button
                type="submit"
                className="min-h-11 rounded-md border-2 border-navy-900 px-3 py-1.5 font-semibold text-navy-900"
              >
                Mark done
              </button>
            </SiteForm>
          </div>
        </li>
      ))}
    </ul>
  );
}
