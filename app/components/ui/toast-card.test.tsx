// @vitest-environment happy-dom
import * as Toast from "@radix-ui/react-toast";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { ToastCard, ToastCorner } from "./toast-card";

afterEach(cleanup);

function renderToast(onDismiss: () => void) {
  render(
    <Toast.Provider duration={Number.POSITIVE_INFINITY} label="Notification">
      <ToastCard edgeClassName="border-navy-900" onDismiss={onDismiss}>
        <Toast.Title>Saved</Toast.Title>
      </ToastCard>
      <ToastCorner />
    </Toast.Provider>,
  );
}

test("shows its content with the given edge colour", () => {
  renderToast(() => {});
  const title = screen.getByText("Saved");
  const card = title.closest("li");
  expect(card?.className).toContain("border-l-4");
  expect(card?.className).toContain("border-navy-900");
});

test("the × button dismisses it", () => {
  const onDismiss = vi.fn();
  renderToast(onDismiss);
  fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
  expect(onDismiss).toHaveBeenCalledTimes(1);
});
