import { AdminsOnlyErrorBoundary } from "~/components/admin/admins-only-error-boundary";

/** For the firm screens: staff may not change what the site says about the firm. */
export function FirmErrorBoundary() {
  return (
    <AdminsOnlyErrorBoundary
      refusal="Only administrators can change the firm's details"
      explanation="Your account is a staff account. To change the firm's name, numbers, offices or disclosures, ask an administrator."
    />
  );
}
