import * as Toast from "@radix-ui/react-toast";
import { activateWaitingWorker } from "~/lib/service-worker/register";

/**
 * "A new version of this site is available", with Reload. It stays until the visitor acts
 * (no time limit: the action is the point, WCAG 2.2.1) and is announced politely.
 */
export default function UpdateToast({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Toast.Provider duration={Number.POSITIVE_INFINITY} label="Notification">
      <Toast.Root
        type="background"
        open
        onOpenChange={(open) => {
          if (!open) onDismiss();
        }}
        className="rounded-md border-l-4 border-navy-900 bg-white p-4 pr-10 shadow-lg"
      >
        <Toast.Title className="font-semibold text-navy-900">
          A new version of this site is available
        </Toast.Title>
        <div className="mt-3">
          <Toast.Action
            altText="Reload the page to use the new version"
            onClick={activateWaitingWorker}
            className="rounded-md bg-accent-700 px-4 py-2 font-semibold text-white hover:bg-accent-800"
          >
            Reload
          </Toast.Action>
        </div>
        <Toast.Close
          aria-label="Dismiss notification"
          className="absolute top-2 right-2 rounded px-2 text-xl leading-none text-muted"
        >
          ×
        </Toast.Close>
      </Toast.Root>
      <Toast.Viewport className="fixed right-4 bottom-4 z-50 w-[min(24rem,calc(100vw-2rem))]" />
    </Toast.Provider>
  );
}
