import { useMemo } from 'react';
import { encode } from 'uqr';

/** The standard quiet zone: four light modules on every side, which phone cameras need to find the code. */
const QUIET_ZONE = 4;

/**
 * A QR code drawn as one SVG path from the encoded module matrix (uqr, error correction M): no
 * canvas, no data: URL and no inline style, so it fits the strict CSP and scales crisply. Dark
 * modules on a white square with the quiet zone, so phone cameras read it on the dark theme.
 * `size` sets the width and height in pixels; without it the class names size it.
 */
export function QrCode({
  value,
  label,
  size,
  className,
  testId,
}: {
  value: string;
  /** The accessible name of the picture (what the code opens). */
  label: string;
  size?: number;
  className?: string;
  testId?: string;
}) {
  const { path, span } = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 0 });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
      }),
    );
    return { path: d, span: data.length + QUIET_ZONE * 2 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${span} ${span}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={className}
      data-testid={testId}
    >
      <rect width={span} height={span} fill="#ffffff" />
      <path d={path} fill="#07061a" />
    </svg>
  );
}
