import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorNote, Field, inputClass } from '../../../components/ui.tsx';
import { newIdempotencyKey } from '../../../lib/format.ts';
import { sendLetter } from '../api/send-letter.ts';

const SUFFIXES = ['Jp', 'En', 'Zh', 'ZhTW'] as const;
type Audience = 'all' | 'agents' | 'players' | 'member';
const empty = { Jp: '', En: '', Zh: '', ZhTW: '' };

/** A station letter to every member, agents, players, or one member (by username). */
export function LetterForm() {
  const { t } = useTranslation();
  const [audience, setAudience] = useState<Audience>('all');
  const [username, setUsername] = useState('');
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(empty);
  const [body, setBody] = useState(empty);
  const [key, setKey] = useState(newIdempotencyKey);
  const send = useMutation({
    mutationFn: () =>
      sendLetter({
        audience,
        ...(audience === 'member' ? { username: username.trim() } : {}),
        title,
        body,
        idempotencyKey: key,
      }),
    onSuccess: () => {
      setTitle(empty);
      setBody(empty);
      setKey(newIdempotencyKey());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'letters'] }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate();
  }
  return (
    <section aria-labelledby="letter-heading" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="letter-heading" className="text-base font-semibold text-slate-900">
        {t('letters.title')}
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          <Field label={t('letters.audience')}>
            {(id) => (
              <select id={id} value={audience} onChange={(e) => setAudience(e.target.value as Audience)} className={inputClass}>
                {(['all', 'agents', 'players', 'member'] as const).map((value) => (
                  <option key={value} value={value}>
                    {t(`letters.audiences.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {audience === 'member' ? (
            <Field label={t('letters.username')}>
              {(id) => (
                <input
                  id={id}
                  required
                  maxLength={64}
                  autoComplete="off"
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
          ) : null}
        </div>
        <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {SUFFIXES.map((suffix) => (
            <fieldset key={suffix} className="flex flex-col gap-2 rounded-md border border-slate-200 p-2">
              <legend className="px-1 text-sm font-medium text-slate-800">{t(`content.languages.${suffix}`)}</legend>
              <Field label={t('content.title')}>
                {(id) => (
                  <input
                    id={id}
                    maxLength={200}
                    value={title[suffix]}
                    onChange={(e) => setTitle({ ...title, [suffix]: e.target.value })}
                    className={inputClass}
                  />
                )}
              </Field>
              <Field label={t('content.body')}>
                {(id) => (
                  <textarea
                    id={id}
                    rows={3}
                    maxLength={20_000}
                    value={body[suffix]}
                    onChange={(e) => setBody({ ...body, [suffix]: e.target.value })}
                    className="rounded-md border border-slate-500 px-2 py-1 text-sm"
                  />
                )}
              </Field>
            </fieldset>
          ))}
        </div>
        {send.data ? (
          <p role="status" className="text-sm text-emerald-800">
            {t('letters.sent')}
          </p>
        ) : null}
        <ErrorNote error={send.error} />
        <Button
          type="submit"
          variant="primary"
          className="self-start"
          disabled={send.isPending || (!title.Jp.trim() && !title.En.trim())}
        >
          {t('letters.send')}
        </Button>
      </form>
    </section>
  );
}
