import { randomBytes } from "node:crypto";
import type { MeetingType } from "~/shared/schemas/booking";

/** A public Jitsi Meet room: nothing to sign up for, for the firm or the client. */
export const DEFAULT_VIDEO_LINK_TEMPLATE = "https://meet.jit.si/{room}";

export interface VideoConfig {
  /** An https address holding "{room}", which becomes an unguessable name per booking. */
  linkTemplate: string;
  /** The provider as the privacy policy names it ("Jitsi Meet"). */
  providerName: string;
}

/** Why a link template cannot be used, in words for the start-up error; undefined if it can. */
export function videoLinkTemplateProblem(template: string): string | undefined {
  if (!template.includes("{room}"))
    return "must contain {room}, such as https://meet.jit.si/{room}";
  let url: URL;
  try {
    url = new URL(template.replaceAll("{room}", "room"));
  } catch {
    return "must be an address such as https://video.example.com/{room}";
  }
  if (url.protocol !== "https:") return "must start with https://";
  return undefined;
}

/** A lawyer's own fixed room is used only if it is a well-formed https address. */
export function isHttpsUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * A room name nobody can guess (128 random bits, URL-safe): on a public provider such as Jitsi
 * Meet, the name is all that keeps a stranger out of the consultation.
 */
function unguessableRoom(): string {
  return `consultation-${randomBytes(16).toString("hex")}`;
}

/**
 * The address a video consultation is joined at, made once when the booking is: the lawyer's
 * own fixed room (Teams or Zoom, with a lobby) if they have one, otherwise a fresh room on the
 * configured provider. Null for meetings at an office or by phone.
 */
export function meetingUrlFor(
  booking: { type: MeetingType; lawyerRoomUrl: string | null | undefined },
  config: Pick<VideoConfig, "linkTemplate">,
): string | null {
  if (booking.type !== "video") return null;
  if (isHttpsUrl(booking.lawyerRoomUrl)) return booking.lawyerRoomUrl;
  const problem = videoLinkTemplateProblem(config.linkTemplate);
  if (problem) throw new Error(`The video link template ${problem}`);
  return config.linkTemplate.replaceAll("{room}", unguessableRoom());
}
