/**
 * A booking's calendar file as a download, wherever it is asked for (the manage link, the
 * account): personal, so never stored by any cache.
 */
export function inviteResponse(ics: string): Response {
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="consultation.ics"',
      "Cache-Control": "private, no-store",
    },
  });
}
