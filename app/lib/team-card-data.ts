/** What a team card shows: made on the server (team.server.ts), drawn by TeamCards. */
export interface TeamCardData {
  slug: string;
  name: string;
  role: string;
  office: string;
  /** An uploaded portrait; without one the card shows initials. */
  photo?: { id: string; width: number; height: number } | null;
}
