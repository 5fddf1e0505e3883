/**
 * A message as rendered for mail clients, in a sandboxed frame: no script runs in it. Same origin (without
 * scripts that grants nothing) lets it show the site's pictures, which refuse cross-origin readers.
 */
export function MailPreview({ title, html, className = "" }: { title: string; html: string; className?: string }) {
  return (
    <iframe
      title={title}
      srcDoc={html}
      sandbox="allow-same-origin"
      className={`w-full rounded-card bg-white ring-1 ring-steel-200 ${className}`}
    />
  );
}
