import clsx from 'clsx';

/** A model's thumbnail (public/games/<code>.svg), decorative: the name is always written beside it. */
export function GameThumb({ src, className }: { src: string; className?: string }) {
  return (
    <img
      src={src}
      alt=""
      width={160}
      height={120}
      decoding="async"
      className={clsx('aspect-[4/3] rounded-xl bg-night-900 object-cover ring-1 ring-line', className)}
    />
  );
}
