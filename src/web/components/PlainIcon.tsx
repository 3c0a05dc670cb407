/**
 * An icon as a bare <svg>, styled by the caller's class (decision 195): for pieces drawn many
 * times on a first view, where MUI's SvgIcon would compute the same styles once per copy while
 * the page hydrates. Always decorative: the words beside it say what it means.
 */
export function PlainIcon({ path, className }: { path: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
