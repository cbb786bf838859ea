/**
 * A field people never see and never fill in (hidden from view, from screen readers and from the tab
 * order); bots that fill every field give themselves away. Name kept in sync with form-guard.server.ts.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Ikke fyll ut dette feltet
        <input type="text" name="nettside" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
