import { type FormEvent, useEffect, useRef } from "react";
import { useSubmit } from "react-router";
import { changedSinceRendered } from "~/lib/forms/changed-since-rendered";

/**
 * Live results for a GET form: with JavaScript, a change re-submits it in the background
 * (replacing the history entry, keeping the scroll position); without, the button does it.
 * Give the form the returned `ref` and `onChange`.
 */
export function useAutoSubmit(delayMs = 400) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ref = useRef<HTMLFormElement>(null);
  const schedule = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      submit(form, { replace: true, preventScrollReset: true });
    }, delayMs);
  };
  // The framework hydrates after the page has loaded or at the visitor's first touch (ADR 036),
  // so the first answer can land before React is listening: a form that differs from what the
  // server rendered is sent as soon as React has taken over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form is first hydrated
  useEffect(() => {
    if (ref.current && changedSinceRendered(ref.current)) schedule(ref.current);
  }, []);
  return {
    ref,
    onChange: (event: FormEvent<HTMLFormElement>) => schedule(event.currentTarget),
  };
}
