// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

afterEach(cleanup);

describe('Button asChild', () => {
  it('gives its look and props to the child element; both click handlers run, the child first', () => {
    const order: string[] = [];
    render(
      <Button asChild size="sm" className="mt-3" onClick={() => order.push('button')} data-testid="b">
        <a href="/cards" className="own" onClick={() => order.push('child')}>
          Cards
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Cards' });
    expect(link.getAttribute('href')).toBe('/cards');
    expect(link.className).toContain('h-8');
    expect(link.className).toContain('mt-3');
    expect(link.className).toContain('own');
    expect(link.getAttribute('data-testid')).toBe('b');
    fireEvent.click(link);
    expect(order).toEqual(['child', 'button']);
  });

  it('is an ordinary button otherwise', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
  });
});
