/**
 * What an administrator is told about changing their own account: the page says it in place
 * of the form, and the action says it if the form is posted anyway.
 */
export const ownAccountMessages = {
  role: "You can't remove your own admin role. Ask another administrator.",
  disable: "You can't disable your own account. Ask another administrator.",
  revoke: "To end your own sessions, sign out.",
} as const;
