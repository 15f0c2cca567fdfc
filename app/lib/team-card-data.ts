/** What a team card shows: made on the server (team.server.ts), drawn by TeamCards. */
export interface TeamCardData {
  slug: string;
  name: string;
  role: string;
  office: string;
  /** The names of their areas of work, in the firm's order for them. */
  practiceAreas: readonly string[];
  /** An uploaded portrait; without one the card shows a monogram. */
  photo?: { id: string; width: number; height: number } | null;
}
