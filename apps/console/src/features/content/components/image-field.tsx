import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorNote } from '../../../components/ui.tsx';
import { uploadContentImage } from '../api/upload-content-image.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MAX_MB = 10;

/**
 * The item's image: upload a JPEG, PNG or WebP (the server checks it, re-encodes it as WebP and
 * answers its path), or remove it. The file input is a real, labelled input, so it works by
 * keyboard and with screen readers.
 */
export function ImageField({ value, onChange }: { value: string | null; onChange: (imageUrl: string | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: uploadContentImage,
    onSuccess: (image) => onChange(image.imageUrl),
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-md border border-slate-200 p-2">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('content.image')}</legend>
      <label htmlFor={id} className="text-sm text-slate-800">
        {t('content.imageUpload')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        aria-describedby={`${id}-hint`}
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file);
        }}
        className="block w-full min-w-0 text-sm text-slate-800 file:mr-3 file:h-9 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('content.imageHint', { mb: MAX_MB })}
      </p>
      {upload.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('content.imageUploading')}
        </p>
      ) : null}
      <ErrorNote error={upload.error} />
      {value ? (
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <img src={value} alt={t('content.imageCurrent')} className="h-16 w-32 rounded border border-slate-200 object-cover" />
          <code className="min-w-0 text-xs break-all text-slate-700" data-testid="image-url">
            {value}
          </code>
          <Button onClick={() => onChange(null)}>{t('content.imageRemove')}</Button>
        </div>
      ) : (
        <p className="text-xs text-slate-600">{t('content.imageNone')}</p>
      )}
    </fieldset>
  );
}
