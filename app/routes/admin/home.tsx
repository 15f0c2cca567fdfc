import { Link, useRouteLoaderData } from "react-router";
import type { PublicUser } from "~/lib/schemas/auth";

const roleNames = { admin: "Administrator", staff: "Staff", client: "Client" } as const;

export default function AdminHome() {
  const data = useRouteLoaderData<{ user: PublicUser }>("routes/admin/layout");
  const user = data?.user;
  if (!user) return null;
  return (
    <>
      <h1 className="text-4xl">{`Welcome, ${user.name.split(" ")[0]}`}</h1>
      <dl className="mt-6 grid max-w-xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-lg border border-stone-200 bg-white p-6">
        <dt className="font-semibold">Name</dt>
        <dd>{user.name}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd>{user.email}</dd>
        <dt className="font-semibold">Role</dt>
        <dd>{roleNames[user.role]}</dd>
      </dl>
      <p className="mt-6">
        <Link to="/">View the public website</Link>
      </p>
    </>
  );
}
