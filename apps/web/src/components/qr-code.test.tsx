// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode } from './qr-code.tsx';

afterEach(cleanup);

/** The dark modules of a rendered code, as "x,y" (one `Mx yh1v1h-1z` command each). */
function darkModules(svg: Element): Set<string> {
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  return new Set([...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((match) => `${match[1]},${match[2]}`));
}

describe('QrCode', () => {
  it('is a picture named by its label, sized as asked, on a white square', () => {
    render(<QrCode value="https://amigo.example/?agentCode=ABCD2345" label="紹介リンクのQRコード" size={176} testId="qr" />);
    const svg = screen.getByRole('img', { name: '紹介リンクのQRコード' });
    expect(svg).toBe(screen.getByTestId('qr'));
    expect(svg.getAttribute('width')).toBe('176');
    expect(svg.getAttribute('height')).toBe('176');
    expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff');
  });

  it('draws the three finder patterns inside a quiet zone of four modules', () => {
    render(<QrCode value="TXvQ6c8c5Ldd9g6bHx4ofBQ9cEXAMPLE" label="address" />);
    const svg = screen.getByRole('img');
    const span = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    const modules = span - 8;
    // Versions 1–40 are 21–177 modules wide, in steps of four.
    expect(modules % 4).toBe(1);
    expect(modules).toBeGreaterThanOrEqual(21);
    const dark = darkModules(svg);
    const corners = [
      [4, 4],
      [4 + modules - 7, 4],
      [4, 4 + modules - 7],
    ] as const;
    for (const [x, y] of corners) {
      // A finder: a dark 7 × 7 ring around a light ring around a dark 3 × 3 centre.
      expect(dark.has(`${x},${y}`)).toBe(true);
      expect(dark.has(`${x + 6},${y + 6}`)).toBe(true);
      expect(dark.has(`${x + 1},${y + 1}`)).toBe(false);
      expect(dark.has(`${x + 3},${y + 3}`)).toBe(true);
    }
    // Nothing dark in the quiet zone.
    for (const key of dark) {
      const [x = 0, y = 0] = key.split(',').map(Number);
      expect(x >= 4 && y >= 4 && x < span - 4 && y < span - 4).toBe(true);
    }
  });

  it('changes with the value', () => {
    const { rerender } = render(<QrCode value="ABCD2345" label="code" />);
    const first = screen.getByRole('img').querySelector('path')?.getAttribute('d');
    rerender(<QrCode value="WXYZ6789" label="code" />);
    expect(screen.getByRole('img').querySelector('path')?.getAttribute('d')).not.toBe(first);
  });
});
