// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyMenu } from './lazy-menu.tsx';

afterEach(cleanup);

function FakeMenu({ label, defaultOpen }: { label: string; defaultOpen?: boolean }) {
  return <div role="menu" aria-label={label} data-open={String(defaultOpen)} />;
}

function setup() {
  const load = vi.fn(() => Promise.resolve({ default: FakeMenu }));
  const Menu = lazy(load);
  render(
    <LazyMenu
      menu={Menu}
      menuProps={{ label: 'Languages' }}
      preload={load}
      triggerClassName="trigger"
      triggerLabel="Language"
      trigger={<span>JA</span>}
    />,
  );
  return { load, trigger: screen.getByRole('button', { name: 'Language' }) };
}

describe('LazyMenu', () => {
  it('shows a closed menu button until used, without loading the menu', () => {
    const { load, trigger } = setup();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.className).toBe('trigger');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads on hover and opens the loaded menu on press', async () => {
    const { load, trigger } = setup();
    fireEvent.pointerEnter(trigger);
    expect(load).toHaveBeenCalled();
    fireEvent.pointerDown(trigger, { button: 0 });
    const menu = await screen.findByRole('menu', { name: 'Languages' });
    expect(menu.getAttribute('data-open')).toBe('true');
  });

  it('opens from the keyboard', async () => {
    const { trigger } = setup();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(await screen.findByRole('menu', { name: 'Languages' })).toBeTruthy();
  });
});
