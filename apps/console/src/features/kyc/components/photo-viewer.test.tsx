// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, ja } from '../../../test/render-console.tsx';
import { PhotoViewer } from './photo-viewer.tsx';

beforeAll(initTestI18n);
afterEach(cleanup);

const state = () => screen.getByTestId('kyc-viewer-state').textContent;
const transform = () => screen.getByTestId<HTMLImageElement>('kyc-viewer-image').style.transform;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe('PhotoViewer', () => {
  it('shows the photo whole at first, and zooms, rotates and resets from the toolbar', () => {
    render(<PhotoViewer url="blob:front" label={ja.kyc.side.front} />);
    expect(screen.getByTestId<HTMLImageElement>('kyc-viewer-image').src).toBe('blob:front');
    expect(screen.getByRole('img', { name: ja.kyc.side.front })).toBeTruthy();
    expect(state()).toBe(fill(ja.kyc.viewer.state, { zoom: 100, degrees: 0 }));
    const zoomOut = screen.getByRole<HTMLButtonElement>('button', { name: ja.kyc.viewer.zoomOut });
    expect(zoomOut.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: ja.kyc.viewer.zoomIn }));
    fireEvent.click(screen.getByRole('button', { name: ja.kyc.viewer.zoomIn }));
    fireEvent.click(screen.getByRole('button', { name: ja.kyc.viewer.rotate }));
    expect(state()).toBe(fill(ja.kyc.viewer.state, { zoom: 200, degrees: 90 }));
    expect(transform()).toBe('translate(0%, 0%) rotate(90deg) scale(2)');
    expect(zoomOut.disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: ja.kyc.viewer.reset }));
    expect(state()).toBe(fill(ja.kyc.viewer.state, { zoom: 100, degrees: 0 }));
    expect(transform()).toBe('translate(0%, 0%) rotate(0deg) scale(1)');
  });

  it('works from the keyboard: + and - zoom, r rotates, arrows pan only when zoomed and never past the edge, 0 resets', () => {
    render(<PhotoViewer url="blob:back" label={ja.kyc.side.back} />);
    const frame = screen.getByRole('img', { name: ja.kyc.side.back });
    expect(frame.tabIndex).toBe(0);

    // Not zoomed: an arrow is left to the page (nothing to pan).
    expect(fireEvent.keyDown(frame, { key: 'ArrowRight' })).toBe(true);
    expect(transform()).toBe('translate(0%, 0%) rotate(0deg) scale(1)');

    fireEvent.keyDown(frame, { key: '+' });
    expect(state()).toBe(fill(ja.kyc.viewer.state, { zoom: 150, degrees: 0 }));
    // Zoomed 150 %: the photo may move a quarter of the frame each way, no further.
    expect(fireEvent.keyDown(frame, { key: 'ArrowRight' })).toBe(false);
    expect(transform()).toBe('translate(-10%, 0%) rotate(0deg) scale(1.5)');
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(frame, { key: 'ArrowRight' });
    expect(transform()).toBe('translate(-25%, 0%) rotate(0deg) scale(1.5)');
    fireEvent.keyDown(frame, { key: 'ArrowDown' });
    expect(transform()).toBe('translate(-25%, -10%) rotate(0deg) scale(1.5)');

    fireEvent.keyDown(frame, { key: 'r' });
    fireEvent.keyDown(frame, { key: 'r' });
    expect(state()).toBe(fill(ja.kyc.viewer.state, { zoom: 150, degrees: 180 }));

    // Zooming back out pulls the photo back inside the frame.
    fireEvent.keyDown(frame, { key: '-' });
    expect(transform()).toBe('translate(0%, 0%) rotate(180deg) scale(1)');
    for (let i = 0; i < 12; i += 1) fireEvent.keyDown(frame, { key: '=' });
    expect(state()).toBe(fill(ja.kyc.viewer.state, { zoom: 500, degrees: 180 }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: ja.kyc.viewer.zoomIn }).disabled).toBe(true);

    fireEvent.keyDown(frame, { key: '0' });
    expect(state()).toBe(fill(ja.kyc.viewer.state, { zoom: 100, degrees: 0 }));
  });

  it('pans a zoomed photo by dragging', () => {
    render(<PhotoViewer url="blob:handheld" label={ja.kyc.side.handheld} />);
    const frame = screen.getByRole('img', { name: ja.kyc.side.handheld });
    frame.getBoundingClientRect = () => ({
      width: 400,
      height: 300,
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 400,
      bottom: 300,
      toJSON: () => ({}),
    });
    // Not zoomed: a drag moves nothing.
    fireEvent.pointerDown(frame, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 140, clientY: 100 });
    fireEvent.pointerUp(frame, { pointerId: 1 });
    expect(transform()).toBe('translate(0%, 0%) rotate(0deg) scale(1)');

    fireEvent.keyDown(frame, { key: '+' });
    fireEvent.keyDown(frame, { key: '+' });
    fireEvent.pointerDown(frame, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 140, clientY: 130 });
    fireEvent.pointerUp(frame, { pointerId: 1 });
    expect(transform()).toBe('translate(10%, 10%) rotate(0deg) scale(2)');
  });
});
