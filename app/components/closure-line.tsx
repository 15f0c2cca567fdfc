import { useClosureNotice } from "~/lib/firm/use-closure-notice";

/**
 * The next closure of the whole firm, beside the office hours ("Closed 24 December to
 * 1 January: Christmas and New Year"); nothing when none is announced.
 */
export function ClosureLine({ className = "" }: { className?: string }) {
  const notice = useClosureNotice();
  if (!notice) return null;
  return <p className={`font-semibold text-navy-900 ${className}`}>{notice.line}</p>;
}
