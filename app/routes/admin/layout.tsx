import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { firm } from "~/config/firm";
import type { Route } from "./+types/layout";

/** The admin area: its own frame, never the public header and footer. */
export default function AdminLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <p className="font-semibold text-accent-700">{firm.name}: admin</p>
      <h1 className="mt-2 text-3xl">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4">
        <Link to="/">Back to the website</Link>
      </p>
    </main>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `Admin | ${firm.shortName}` },
  { name: "robots", content: "noindex" },
];
