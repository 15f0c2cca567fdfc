import { useLocation } from "react-router";

/**
 * A choice kept in the browser history entry of the page it was made on, so that Back to that
 * page shows it chosen again. Without JavaScript the browser restores a form's choices itself;
 * with it, React draws the step afresh and the choice would be lost (issue 27). React Router
 * keeps a location's state in `history.state.usr`, which is where this writes.
 */
export function useRememberedChoice(key: string): {
  value: string | undefined;
  remember: (value: string) => void;
} {
  const location = useLocation();
  const state = location.state as Record<string, unknown> | null;
  const value = typeof state?.[key] === "string" ? (state[key] as string) : undefined;
  const remember = (chosen: string) => {
    const current = (window.history.state ?? {}) as { usr?: Record<string, unknown> };
    window.history.replaceState({ ...current, usr: { ...(current.usr ?? {}), [key]: chosen } }, "");
  };
  return { value, remember };
}
