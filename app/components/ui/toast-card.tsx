import * as Toast from "@radix-ui/react-toast";
import type { ReactNode } from "react";

/**
 * One notification as every toast shows it: a white card with a coloured edge and a × to
 * dismiss it. Announced politely (type "background"), since it never interrupts the page.
 */
export function ToastCard({
  edgeClassName,
  onDismiss,
  children,
}: {
  /** The left edge's colour: "border-navy-900". */
  edgeClassName: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <Toast.Root
      type="background"
      open
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      className={`rounded-md border-l-4 bg-white p-4 pr-10 shadow-lg ${edgeClassName}`}
    >
      {children}
      <Toast.Close
        aria-label="Dismiss notification"
        className="absolute top-2 right-2 rounded px-2 text-xl leading-none text-muted"
      >
        ×
      </Toast.Close>
    </Toast.Root>
  );
}

/** Where toasts appear: the bottom right corner, within the screen's width on a phone. */
export function ToastCorner() {
  return <Toast.Viewport className="fixed right-4 bottom-4 z-50 w-[min(24rem,calc(100vw-2rem))]" />;
}
