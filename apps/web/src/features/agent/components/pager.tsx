import { Icon } from '../../../components/icons/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAgentTranslation } from '../agent-translation.ts';
import { AGENT_PAGE_SIZE, pageCount } from './list-params.ts';

export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { at } = useAgentTranslation();
  if (total <= AGENT_PAGE_SIZE) return null;
  const pages = pageCount(total);
  return (
    <nav aria-label={at('shared.pagination')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Icon name="arrowLeft" className="size-4" />
        {at('shared.previous')}
      </Button>
      <p className="text-sm text-fg-muted tabular-nums">{at('shared.page', { page, pages })}</p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {at('shared.next')}
        <Icon name="chevronRight" className="size-4" />
      </Button>
    </nav>
  );
}
