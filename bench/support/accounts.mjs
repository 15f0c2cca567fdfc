// Signed-in sessions for the benchmarks, made the way a visitor and the firm make them: through
// the JSON API and the verification link the server e-mails (written as .eml files under the
// data directory, as no SMTP_URL is set). Only for a bench's own throwaway server and database.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The bench server's first admin (set as ADMIN_EMAIL/ADMIN_PASSWORD); not a credential anywhere else. */
export const BENCH_ADMIN = {
  email: "bench-admin@example.com",
  password: "copper willow beacon thistle",
};
const PASSWORD = "lantern orchard pebble violin";

/** The environment that seeds the admin above and lets one address make the bench's bookings. */
export const accountsEnv = {
  ADMIN_EMAIL: BENCH_ADMIN.email,
  ADMIN_PASSWORD: BENCH_ADMIN.password,
  BOOKING_RATE_LIMIT: "50",
  REGISTER_RATE_LIMIT: "50",
};

/** A verified client's session cookie, with one consultation booked from its address. */
export async function verifiedClientCookie(origin, dataDir) {
  const email = `bench.client.${Date.now()}@example.com`;
  const cookie = await register(origin, "Robin Client", email);
  const link = await waitForMailLink(path.join(dataDir, "mail"), email, "verify-email");
  const confirmed = await fetch(`${origin}${link}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: origin },
    redirect: "manual",
  });
  if (!confirmed.headers.get("location")?.includes("verified"))
    throw new Error(`Confirming the address answered ${confirmed.status}`);
  await book(origin, { name: "Robin Client", email, nth: 0 });
  return cookie;
}

/** A staff member's session cookie: registered, promoted by the admin, then signed in. */
export async function staffCookie(origin) {
  const email = `bench.staff.${Date.now()}@example.com`;
  const registered = await api(origin, "POST", "/api/register", {
    body: { name: "Sam Staff", email, password: PASSWORD },
  });
  const { id } = await registered.json();
  const admin = await signIn(origin, BENCH_ADMIN);
  await api(origin, "PATCH", `/api/admin/users/${id}/role`, {
    body: { role: "staff" },
    cookie: admin,
  });
  return signIn(origin, { email, password: PASSWORD });
}

/** A few consultations from different people, so the admin's lists have rows to draw. */
export async function bookSome(origin, count) {
  for (let i = 0; i < count; i++)
    await book(origin, {
      name: `Visitor ${i + 1}`,
      email: `visitor.${i}.${Date.now()}@example.com`,
      nth: i + 1,
    });
}

/** Books the nth free phone time of the coming weeks for Wills and Probate. */
async function book(origin, { name, email, nth }) {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  const availability = await api(
    origin,
    "GET",
    `/api/availability?from=${from}&to=${to}&type=phone&area=wills-probate`,
  );
  const slots = (await availability.json()).days.flatMap((d) => d.slots);
  const slot = slots[nth * 7] ?? slots.at(-1);
  if (!slot) throw new Error("No free times to book");
  await api(origin, "POST", "/api/bookings", {
    body: {
      practiceArea: "wills-probate",
      type: "phone",
      start: slot.start,
      name,
      email,
      phone: "0161 496 0321",
      summary: "Making a will.",
    },
  });
}

async function register(origin, name, email) {
  const response = await api(origin, "POST", "/api/register", {
    body: { name, email, password: PASSWORD },
  });
  return sessionCookieOf(response);
}

async function signIn(origin, account) {
  return sessionCookieOf(await api(origin, "POST", "/api/login", { body: account }));
}

function sessionCookieOf(response) {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("__session="));
  if (!cookie) throw new Error(`${response.url} set no session cookie`);
  return cookie;
}

/** A JSON call from the site's own origin (the server refuses cross-site writes); throws unless 2xx. */
async function api(origin, method, pathname, { body, cookie } = {}) {
  const response = await fetch(`${origin}${pathname}`, {
    method,
    headers: {
      Origin: origin,
      ...(body ? { "Content-Type": "application/json" } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The newest link of a kind in the mail written to an address, waiting up to 15 s for it. */
async function waitForMailLink(mailDir, address, kind) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    let link;
    let files = [];
    try {
      files = readdirSync(mailDir).filter((f) => f.endsWith(".eml"));
    } catch {
      // no mail written yet
    }
    for (const file of files.sort()) {
      // Quoted-printable: soft line breaks and "=" written as =3D.
      const text = readFileSync(path.join(mailDir, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (!text.includes(address)) continue;
      link = text.match(new RegExp(`/auth/${kind}/[A-Za-z0-9_-]{43}`))?.[0] ?? link;
    }
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No ${kind} e-mail for ${address}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
