import { Button } from './ui/button.tsx';
import { Icon } from './icons/icon.tsx';

/** Previous / next with "page n of m"; hidden when everything fits on one page. */
export function Pager({
  page,
  pages,
  onPage,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: { nav: string; previous: string; next: string; position: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-6 flex items-center justify-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={labels.previous}>
        <Icon name="chevronLeft" className="size-4" />
      </Button>
      <span className="text-sm text-fg-muted tabular-nums" aria-live="polite">
        {labels.position}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={labels.next}>
        <Icon name="chevronRight" className="size-4" />
      </Button>
    </nav>
  );
}
