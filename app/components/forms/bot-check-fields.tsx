/**
 * The form guard's two hidden fields (server/security/form-guard.ts, ADR 016): the signed token
 * saying when the form was shown, and a field people never see, so never fill.
 */
export function BotCheckFields({ idPrefix, startedAt }: { idPrefix: string; startedAt?: string }) {
  return (
    <>
      {startedAt !== undefined && <input type="hidden" name="startedAt" value={startedAt} />}
      <div className="hidden">
        <label htmlFor={`${idPrefix}-website`}>Leave this empty</label>
        <input
          id={`${idPrefix}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
    </>
  );
}
