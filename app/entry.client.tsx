import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { yieldToBrowser } from "./lib/yield-to-browser";

// React Router's own entry, with one task boundary: evaluating React DOM and starting
// hydration (the root, its listeners for every event, the first render's scheduling) made one
// of the longest tasks a phone ran after the first paint. With a turn of the event loop
// between them, the browser can paint or answer a tap in between (ADR 038).
await yieldToBrowser();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
