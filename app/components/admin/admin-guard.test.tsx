// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { AppProviders } from "~/components/auth/app-providers";
import type { PublicUser } from "~/shared/schemas/auth";
import { AdminGuard } from "./admin-guard";

const staff: PublicUser = {
  id: "u1",
  name: "Sam Staff",
  email: "sam@example.com",
  role: "staff",
  createdAt: "2026-11-01T00:00:00.000Z",
};

function renderAdmin(options: { user?: PublicUser | null; recheck: () => Promise<Response> }) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
    if (url === "/api/user") return options.recheck();
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  vi.stubGlobal("fetch", fetchMock);
  const router = createMemoryRouter(
    [
      {
        path: "/admin",
        element: (
          <AppProviders user={options.user}>
            <AdminGuard>
              <p>Admin content</p>
            </AdminGuard>
          </AppProviders>
        ),
      },
      { path: "/auth", element: <p>Sign-in page</p> },
    ],
    { initialEntries: ["/admin"] },
  );
  render(<RouterProvider router={router} />);
  return { router, fetchMock };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe("AdminGuard", () => {
  test("while the session is unknown it says 'Verifying credentials...'", async () => {
    renderAdmin({ recheck: () => new Promise(() => {}) });
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      "Verifying credentials...",
    );
    expect(screen.queryByText("Admin content")).toBeNull();
  });

  test("with no user it says so and goes to /auth", async () => {
    const { router } = renderAdmin({ user: null, recheck: () => json(401, { message: "no" }) });
    expect(screen.getByRole("status").textContent).toBe(
      "Login required. Redirecting to login page...",
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
  });

  test("it re-checks the session with the server, uncached, and leaves on a 401", async () => {
    const { router, fetchMock } = renderAdmin({
      user: staff,
      recheck: () => json(401, { message: "no" }),
    });
    expect(screen.getByText("Admin content")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.headers).toMatchObject({ "Cache-Control": "no-cache", Pragma: "no-cache" });
    expect(init.credentials).toBe("include");
  });

  test("a failed check (network down) also leaves for /auth", async () => {
    const { router } = renderAdmin({
      user: staff,
      recheck: () => Promise.reject(new TypeError("offline")),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
  });

  test("a signed-in user whose check succeeds stays", async () => {
    const { router, fetchMock } = renderAdmin({ user: staff, recheck: () => json(200, staff) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The event: the check's answer has arrived. The guard awaited it before this test did, so
    // by the time this await returns, the guard has had the answer and chosen to stay.
    await act(async () => {
      await fetchMock.mock.results[0]?.value;
    });
    expect(router.state.location.pathname).toBe("/admin");
    expect(screen.getByText("Admin content")).toBeTruthy();
  });
});
