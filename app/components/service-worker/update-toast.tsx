import * as Toast from "@radix-ui/react-toast";
import { ToastCard, ToastCorner } from "~/components/ui/toast-card";
import { activateWaitingWorker } from "~/lib/service-worker/register";

/**
 * "A new version of this site is available", with Reload. It stays until the visitor acts
 * (no time limit: the action is the point, WCAG 2.2.1) and is announced politely.
 */
export default function UpdateToast({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Toast.Provider duration={Number.POSITIVE_INFINITY} label="Notification">
      <ToastCard edgeClassName="border-navy-900" onDismiss={onDismiss}>
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
      </ToastCard>
      <ToastCorner />
    </Toast.Provider>
  );
}
