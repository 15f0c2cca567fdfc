import { AdminsOnlyErrorBoundary } from "~/components/admin/admins-only-error-boundary";

/** For the price screens: staff reach the admin area but cannot change the firm's prices. */
export function PricesErrorBoundary() {
  return (
    <AdminsOnlyErrorBoundary
      refusal="Only administrators can change prices"
      explanation="Your account is a staff account. To change a price, the lead lawyer on a service page or the date prices were reviewed, ask an administrator."
      notFound="No such price page"
      back={{ to: "/admin/prices", label: "Back to prices" }}
    />
  );
}
