import copyLinkScript from "~/shared/ui/copy-link.client.ts?client";
import { AfterPaintScript } from "~/shared/ui/after-paint-script";
import { buttonClasses } from "~/shared/ui/button-link";
import { copyLinkText } from "~/shared/ui/ui-text";

/**
 * «Kopier lenke»: copies `href` (resolved against the page: the URL that reproduces what the page shows)
 * and says so in a status region. Hidden in the server's HTML and shown by app/shared/ui/copy-link.client.ts, so
 * without JavaScript there is no button that does nothing (the address bar has the link).
 */
export function CopyLinkButton({ href, className = "" }: { href: string; className?: string }) {
  return (
    <div
      hidden
      data-copy-link={href}
      data-copied={copyLinkText.copied}
      data-failed={copyLinkText.failed}
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}
    >
      <button type="button" className={buttonClasses("secondary", "cursor-pointer")}>
        {copyLinkText.button}
      </button>
      <p role="status" className="m-0 min-w-0 text-sm font-semibold text-ink" />
      <AfterPaintScript src={copyLinkScript} />
    </div>
  );
}
