import * as Toast from "@radix-ui/react-toast";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { ToastCard, ToastCorner } from "./toast-card";

export const TOAST_DURATION_MS = 5_000;

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

const ToastContext = createContext<(message: ToastMessage) => void>(() => {});

/**
 * One notification at a time (a new one replaces the old), shown for five seconds and
 * announced politely to screen readers. Never the only place an error is shown.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { id: number }) | null>(null);
  const show = useCallback(
    (message: ToastMessage) => setCurrent({ ...message, id: Date.now() }),
    [],
  );
  const value = useMemo(() => show, [show]);
  const destructive = current?.variant === "destructive";
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider duration={TOAST_DURATION_MS} label="Notification">
        {children}
        {current && (
          <ToastCard
            key={current.id}
            edgeClassName={destructive ? "border-error-700" : "border-success-700"}
            onDismiss={() => setCurrent(null)}
          >
            <Toast.Title
              className={`font-semibold ${destructive ? "text-error-700" : "text-navy-900"}`}
            >
              {current.title}
            </Toast.Title>
            {current.description && (
              <Toast.Description className="mt-1">{current.description}</Toast.Description>
            )}
          </ToastCard>
        )}
        <ToastCorner />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): (message: ToastMessage) => void {
  return useContext(ToastContext);
}
