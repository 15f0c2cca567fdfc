import { useNavigation } from "react-router";

/** Shown while a navigation waits for its route module or data (spec: 'Loading...'). */
export function LoadingIndicator() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-50"
    >
      {loading && (
        <div className="mx-auto w-fit rounded-b-md bg-navy-900 px-4 py-1.5 text-sm font-semibold text-white shadow">
          Loading...
        </div>
      )}
    </div>
  );
}
