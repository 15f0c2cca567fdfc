import type { ReactNode } from "react";
import { AdminSection } from "../admin-section";

/**
 * One of the account page's panels. On the administrator's own account it says why its forms
 * are not offered (they would lock the administrator out), in place of them.
 */
export function AccountPanel({
  id,
  title,
  ownAccount,
  children,
}: {
  id: string;
  title: string;
  /** Present on the administrator's own account: what to say instead of the forms. */
  ownAccount?: string;
  children: ReactNode;
}) {
  return (
    <AdminSection id={id} title={title} className="rounded-lg border border-stone-200 bg-white p-5">
      {ownAccount ? <p className="mt-3">{ownAccount}</p> : children}
    </AdminSection>
  );
}
