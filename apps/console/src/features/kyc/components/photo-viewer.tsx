import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui.tsx';

const MIN_ZOOM = 1;
const MAX_ZOOM = 5;
const ZOOM_STEP = 0.5;
/** How far one arrow key moves a zoomed photo, in percent of the frame. */
const PAN_STEP = 10;

interface View {
  zoom: number;
  /** Quarter turns clockwise, 0–3. */
  turns: number;
  /** Offset of the photo's centre from the frame's, in percent of the frame. */
  x: number;
  y: number;
}
const RESET: View = { zoom: 1, turns: 0, x: 0, y: 0 };

/** A zoomed photo may move until its edge reaches the frame's edge, never further (nothing to find out there). */
function clampPan(view: View): View {
  const limit = ((view.zoom - 1) / 2) * 100;
  const clamp = (value: number) => Math.max(-limit, Math.min(limit, value));
  return { ...view, x: clamp(view.x), y: clamp(view.y) };
}

function zoomTo(view: View, zoom: number): View {
  return clampPan({ ...view, zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom)) });
}

/**
 * A KYC photo at full size with zoom, rotation and panning, so a reviewer can read the small print
 * of a document and turn a photo taken sideways. Everything works from the keyboard once the frame
 * has focus (`+`/`-` zoom, `r` rotates 90°, `0` resets, arrow keys pan when zoomed) and from the
 * toolbar buttons; a pointer drags a zoomed photo. The photo is the blob: URL the caller fetched
 * through the API (each fetch is one audited view), so the viewer never fetches anything itself.
 */
export function PhotoViewer({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>(RESET);
  const drag = useRef<{ pointerId: number; startX: number; startY: number; from: View } | null>(null);
  // A dragged photo follows the pointer at once; button and key moves ease.
  const [dragging, setDragging] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const zoomed = view.zoom > 1;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const pan = (dx: number, dy: number) => setView((v) => clampPan({ ...v, x: v.x + dx, y: v.y + dy }));
    const actions: Record<string, () => void> = {
      '+': () => setView((v) => zoomTo(v, v.zoom + ZOOM_STEP)),
      '=': () => setView((v) => zoomTo(v, v.zoom + ZOOM_STEP)),
      '-': () => setView((v) => zoomTo(v, v.zoom - ZOOM_STEP)),
      r: () => setView((v) => ({ ...v, turns: (v.turns + 1) % 4 })),
      R: () => setView((v) => ({ ...v, turns: (v.turns + 1) % 4 })),
      '0': () => setView(RESET),
      // Arrow keys move the view the way a scroll would: right shows more of the right side.
      ArrowLeft: () => pan(PAN_STEP, 0),
      ArrowRight: () => pan(-PAN_STEP, 0),
      ArrowUp: () => pan(0, PAN_STEP),
      ArrowDown: () => pan(0, -PAN_STEP),
    };
    const action = actions[event.key];
    // Arrows only mean something on a zoomed photo; otherwise they scroll the page as usual.
    if (!action || (event.key.startsWith('Arrow') && !zoomed)) return;
    event.preventDefault();
    action();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!zoomed) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, from: view };
    setDragging(true);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    const box = frame.current?.getBoundingClientRect();
    if (!current || current.pointerId !== event.pointerId || !box || box.width === 0 || box.height === 0) return;
    const dx = ((event.clientX - current.startX) / box.width) * 100;
    const dy = ((event.clientY - current.startY) / box.height) * 100;
    setView(clampPan({ ...current.from, x: current.from.x + dx, y: current.from.y + dy }));
  }
  function endDrag() {
    drag.current = null;
    setDragging(false);
  }

  const percent = Math.round(view.zoom * 100);
  const degrees = view.turns * 90;
  return (
    <div className="flex flex-col gap-2" data-testid="kyc-viewer">
      <div role="toolbar" aria-label={t('kyc.viewer.toolbar', { photo: label })} className="flex flex-wrap items-center gap-1.5">
        <Button
          onClick={() => setView((v) => zoomTo(v, v.zoom - ZOOM_STEP))}
          disabled={view.zoom <= MIN_ZOOM}
          aria-label={t('kyc.viewer.zoomOut')}
          title={t('kyc.viewer.zoomOut')}
        >
          −
        </Button>
        <Button
          onClick={() => setView((v) => zoomTo(v, v.zoom + ZOOM_STEP))}
          disabled={view.zoom >= MAX_ZOOM}
          aria-label={t('kyc.viewer.zoomIn')}
          title={t('kyc.viewer.zoomIn')}
        >
          +
        </Button>
        <Button onClick={() => setView((v) => ({ ...v, turns: (v.turns + 1) % 4 }))}>{t('kyc.viewer.rotate')}</Button>
        <Button onClick={() => setView(RESET)}>{t('kyc.viewer.reset')}</Button>
        <span className="text-xs text-slate-700 tabular-nums" aria-live="polite" data-testid="kyc-viewer-state">
          {t('kyc.viewer.state', { zoom: percent, degrees })}
        </span>
      </div>
      <div
        ref={frame}
        tabIndex={0}
        role="img"
        aria-label={label}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        className={`relative h-[55vh] max-h-[640px] min-h-64 w-full touch-none overflow-hidden rounded border border-slate-300 bg-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ${zoomed ? 'cursor-grab active:cursor-grabbing' : ''}`}
      >
        <img
          src={url}
          alt=""
          draggable={false}
          data-testid="kyc-viewer-image"
          className="absolute inset-0 h-full w-full object-contain select-none"
          style={{
            transform: `translate(${view.x}%, ${view.y}%) rotate(${degrees}deg) scale(${view.zoom})`,
            transition: dragging ? 'none' : 'transform 120ms ease-out',
          }}
        />
      </div>
      <p id={helpId} className="text-xs text-slate-600">
        {t('kyc.viewer.help')}
      </p>
    </div>
  );
}
