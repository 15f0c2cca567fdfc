import { formatDateTime } from "~/lib/admin/office-format";

/** "Sam Jones, 22 Nov 2026, 2:05 pm": who wrote or did something, and when. */
export function Byline({ name, at }: { name: string; at: string }) {
  return (
    <>
      {`${name}, `}
      <time dateTime={at}>{formatDateTime(at)}</time>
    </>
  );
}
