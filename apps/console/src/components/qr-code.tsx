import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code drawn as inline SVG (no image request, no data: URI), with a text alternative. */
export function QrCode({ text, label, className = 'size-48' }: { text: string; label: string; className?: string }) {
  const path = useMemo(() => {
    const { data } = encode(text, { border: 2 });
    let d = '';
    data.forEach((row, y) => row.forEach((dark, x) => (d += dark ? `M${x} ${y}h1v1h-1z` : '')));
    return { d, size: data.length };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.size} ${path.size}`}
      className={`${className} bg-white`}
      shapeRendering="crispEdges"
    >
      <path d={path.d} fill="#0f172a" />
    </svg>
  );
}
