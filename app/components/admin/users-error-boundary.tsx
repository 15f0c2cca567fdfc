import { AdminsOnlyErrorBoundary } from "./admins-only-error-boundary";

/** For the users screens: staff reach the admin area but not user management. */
export function UsersErrorBoundary() {
  return (
    <AdminsOnlyErrorBoundary
      refusal="Only administrators can manage users"
      explanation="Your account is a staff account. To add someone, change a role or disable an account, ask an administrator."
      notFound="No such user"
      back={{ to: "/admin/users", label: "Back to users" }}
    />
  );
}
