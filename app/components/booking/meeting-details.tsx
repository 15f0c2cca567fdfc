import { SiteLink } from "~/components/site-link";
import { Portrait } from "~/components/team/team-cards";
import { lawyerWithRole } from "~/shared/booking/facts";

/** The lawyer a booking holds, as the manage page and the account show them. */
export interface MeetingLawyerData {
  name: string;
  role: string;
  /** "/team/eleanor-carrow"; null while they are not listed on the team pages. */
  page: string | null;
  photo: { id: string; width: number; height: number } | null;
}

/** Who the client will meet: their portrait, name and role, the name linking to their page. */
export function MeetingLawyer({
  lawyer,
  size = "md",
}: {
  lawyer: MeetingLawyerData;
  size?: "sm" | "md";
}) {
  return (
    <span className="flex items-center gap-3">
      <Portrait name={lawyer.name} photo={lawyer.photo} size={size} />
      <span>
        {lawyer.page ? (
          <SiteLink to={lawyer.page} className="font-semibold">
            {lawyer.name}
          </SiteLink>
        ) : (
          <span className="font-semibold">{lawyer.name}</span>
        )}
        {lawyer.role && <span className="block text-base text-muted">{lawyer.role}</span>}
      </span>
    </span>
  );
}

/** "with Eleanor Carrow, Founding Partner; …" in a sentence, for a line in a list. */
export const withLawyer = (lawyer: MeetingLawyerData) => `with ${lawyerWithRole(lawyer)}`;

/** A video consultation's link, and its address written out to copy into another device. */
export function JoinLink({ url }: { url: string }) {
  return (
    <>
      <a href={url} rel="noopener noreferrer" target="_blank" className="font-semibold">
        Join the video call<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <span className="block break-all text-base text-muted">{url}</span>
    </>
  );
}
