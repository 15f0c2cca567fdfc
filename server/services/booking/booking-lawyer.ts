import { eq, inArray } from "drizzle-orm";
import type { NamedLawyer } from "~/shared/booking/facts";
import type { Database, Transaction } from "../../db/client";
import { images, teamMembers } from "../../db/schema";

/** Who a client will meet, as the pages, e-mails and calendar file name them. */
export interface BookingLawyer {
  id: string;
  name: string;
  role: string;
  /** Their page is /team/{slug}. */
  slug: string;
  /** False while they are hidden from the team pages: their page is then not linked. */
  listed: boolean;
  /** The uploaded portrait, or null: pages draw initials instead. */
  photo: { id: string; width: number; height: number } | null;
}

const columns = {
  id: teamMembers.id,
  name: teamMembers.name,
  role: teamMembers.role,
  slug: teamMembers.slug,
  hidden: teamMembers.hidden,
  photoId: images.id,
  photoWidth: images.width,
  photoHeight: images.height,
};

type LawyerRow = {
  id: string;
  name: string;
  role: string;
  slug: string;
  hidden: boolean;
  photoId: string | null;
  photoWidth: number | null;
  photoHeight: number | null;
};

const asLawyer = (row: LawyerRow): BookingLawyer => ({
  id: row.id,
  name: row.name,
  role: row.role,
  slug: row.slug,
  listed: !row.hidden,
  photo:
    row.photoId && row.photoWidth && row.photoHeight
      ? { id: row.photoId, width: row.photoWidth, height: row.photoHeight }
      : null,
});

/**
 * The lawyer a booking holds, or null when it holds none (a Saturday request before it is
 * confirmed, or a booking still to be given one). Takes a transaction too, so a mail queued
 * with a change names the lawyer the change made.
 */
export async function bookingLawyer(
  db: Database | Transaction,
  lawyerId: string | null,
): Promise<BookingLawyer | null> {
  if (!lawyerId) return null;
  const [row] = await db
    .select(columns)
    .from(teamMembers)
    .leftJoin(images, eq(teamMembers.photoImageId, images.id))
    .where(eq(teamMembers.id, lawyerId));
  return row ? asLawyer(row) : null;
}

/** The lawyers of several bookings at once (an account's list), by team member id. */
export async function bookingLawyers(
  db: Database,
  lawyerIds: ReadonlyArray<string | null>,
): Promise<Map<string, BookingLawyer>> {
  const ids = [...new Set(lawyerIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(columns)
    .from(teamMembers)
    .leftJoin(images, eq(teamMembers.photoImageId, images.id))
    .where(inArray(teamMembers.id, ids));
  return new Map(rows.map((row) => [row.id, asLawyer(row)]));
}

/** The lawyer as mails and calendar files name them: their page as an absolute link. */
export function namedLawyer(lawyer: BookingLawyer | null, siteUrl: string): NamedLawyer | null {
  if (!lawyer) return null;
  const pageUrl = lawyer.listed ? `${siteUrl}/team/${lawyer.slug}` : null;
  return { name: lawyer.name, role: lawyer.role, pageUrl };
}
