import { useClosureNotice } from "~/lib/firm/use-closure-notice";

/**
 * The closure on every public page while it is announced (from six weeks before it starts to
 * its end), first inside the main landmark so it is read straight after "Skip to main content".
 */
export function ClosureBanner() {
  const notice = useClosureNotice();
  if (!notice) return null;
  return (
    <div className="border-b border-stone-200 bg-paper">
      <p className="mx-auto max-w-6xl px-4 py-3 font-semibold text-navy-900">{notice.line}</p>
    </div>
  );
}
