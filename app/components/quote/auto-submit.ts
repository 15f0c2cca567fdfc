import { type FormEvent, useRef } from "react";
import { useSubmit } from "react-router";

/**
 * Live results for a GET form: with JavaScript, a change re-submits it in the background
 * (replacing the history entry, keeping the scroll position); without, the button does it.
 */
export function useAutoSubmit(delayMs = 400) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      submit(form, { replace: true, preventScrollReset: true });
    }, delayMs);
  };
}
