// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager.tsx';
import { initTestI18n } from './test-i18n.ts';

beforeAll(() => initTestI18n());
afterEach(cleanup);

/** A list's pager with its page in state, as a page keeps it in the address. */
function Paged({ pages, start = 1, variant }: { pages: number; start?: number; variant?: 'labelled' | 'compact' }) {
  const [page, setPage] = useState(start);
  return <Pager page={page} pages={pages} onPage={setPage} variant={variant} />;
}

describe('Pager', () => {
  it('shows nothing when everything fits on one page', () => {
    const { container } = render(<Pager page={1} pages={1} onPage={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('is a named navigation with previous, the position and next', () => {
    const onPage = vi.fn();
    render(<Pager page={2} pages={5} onPage={onPage} label="ゲーム履歴のページ" />);
    const nav = screen.getByRole('navigation', { name: 'ゲーム履歴のページ' });
    expect(nav.textContent).toContain('2 / 5 ページ');
    fireEvent.click(screen.getByRole('button', { name: '前のページ' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: '次のページ' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
  });

  it('cannot go before the first page or past the last', () => {
    const { rerender } = render(<Pager page={1} pages={3} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: '前のページ' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '次のページ' })).toHaveProperty('disabled', false);
    rerender(<Pager page={3} pages={3} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: '前のページ' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: '次のページ' })).toHaveProperty('disabled', true);
  });

  it('announces the position and names the arrow buttons in the compact form', () => {
    render(<Paged pages={4} variant="compact" />);
    const nav = screen.getByRole('navigation', { name: 'ページ送り' });
    const next = screen.getByRole('button', { name: '次のページ' });
    expect(next.textContent).toBe('');
    fireEvent.click(next);
    const position = nav.querySelector('[aria-live="polite"]');
    expect(position?.textContent).toBe('2 / 4 ページ');
  });

  it('keeps the keyboard focus in the pager when the pressed button reaches the end', () => {
    render(<Paged pages={2} />);
    const next = screen.getByRole('button', { name: '次のページ' });
    next.focus();
    fireEvent.click(next);
    expect(next).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '前のページ' }));
  });

  it('keeps the focus on the pressed button while it still works', () => {
    render(<Paged pages={3} />);
    const next = screen.getByRole('button', { name: '次のページ' });
    next.focus();
    fireEvent.click(next);
    expect(document.activeElement).toBe(next);
  });

  it('leaves the focus where the page put it (a results heading)', () => {
    function WithHeading() {
      const [page, setPage] = useState(1);
      return (
        <>
          <h2 tabIndex={-1}>結果</h2>
          <Pager
            page={page}
            pages={2}
            onPage={(next) => {
              setPage(next);
              screen.getByRole('heading').focus();
            }}
          />
        </>
      );
    }
    render(<WithHeading />);
    const next = screen.getByRole('button', { name: '次のページ' });
    next.focus();
    fireEvent.click(next);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '結果' }));
  });
});
