import type { ReactNode } from "react";
import { SiteLink } from "~/components/site-link";

type PageLink = { to: string; label: string };

/**
 * The frame of an admin editor, adding or editing: the way back to the list, the heading,
 * an optional introduction (which then carries the space below the heading), the form, and
 * on an existing record the link to its delete screen.
 */
export function EditorPage({
  back,
  title,
  intro,
  deleteLink,
  children,
}: {
  back: PageLink;
  title: string;
  intro?: ReactNode;
  deleteLink?: PageLink;
  children: ReactNode;
}) {
  return (
    <>
      <p>
        <SiteLink to={back.to}>{back.label}</SiteLink>
      </p>
      <h1 className={intro ? "mt-2 text-4xl" : "mt-2 mb-6 text-4xl"}>{title}</h1>
      {intro}
      {children}
      {deleteLink && (
        <p className="mt-8">
          <SiteLink to={deleteLink.to}>{deleteLink.label}</SiteLink>
        </p>
      )}
    </>
  );
}
