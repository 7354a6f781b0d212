import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorNote, Field, inputClass } from '../../../components/ui.tsx';
import { formatCount, newIdempotencyKey } from '../../../lib/format.ts';
import { letterAudience } from '../api/letter-audience.ts';
import { sendLetter } from '../api/send-letter.ts';

const SUFFIXES = ['Jp', 'En', 'Zh', 'ZhTW'] as const;
type Audience = 'all' | 'agents' | 'players' | 'member';
const empty = { Jp: '', En: '', Zh: '', ZhTW: '' };

/**
 * A station letter to every member, agents, players, or one member (by username). Sending asks the
 * server first how many members the letter reaches and shows that number to confirm: a letter to
 * everyone is never one click.
 */
export function LetterForm() {
  const { t } = useTranslation();
  const [audience, setAudience] = useState<Audience>('all');
  const [username, setUsername] = useState('');
  const queryClient = useQueryClient();
  const recipients = () => ({ audience, ...(audience === 'member' ? { username: username.trim() } : {}) });
  const measure = useMutation({ mutationFn: () => letterAudience(recipients()) });
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const confirming = measure.data !== undefined && !measure.isPending;
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const [title, setTitle] = useState(empty);
  const [body, setBody] = useState(empty);
  const [key, setKey] = useState(newIdempotencyKey);
  /** The count confirmed for the letter being sent, for its success line. */
  const [sentTo, setSentTo] = useState<number | null>(null);
  const send = useMutation({
    mutationFn: () =>
      sendLetter({
        ...recipients(),
        title,
        body,
        idempotencyKey: key,
      }),
    onSuccess: () => {
      measure.reset();
      setTitle(empty);
      setBody(empty);
      setKey(newIdempotencyKey());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'letters'] }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    send.reset();
    measure.mutate();
  }
  /** A change of recipients makes the count shown stale: ask again. */
  function changeRecipients(change: () => void) {
    change();
    measure.reset();
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
              <select
                id={id}
                value={audience}
                onChange={(e) => changeRecipients(() => setAudience(e.target.value as Audience))}
                className={inputClass}
              >
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
                  onChange={(e) => changeRecipients(() => setUsername(e.target.value))}
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
        {send.data && sentTo !== null ? (
          <p role="status" className="text-sm text-emerald-800">
            {t('letters.sentTo', { count: formatCount(sentTo) })}
          </p>
        ) : null}
        <ErrorNote error={measure.error ?? send.error} />
        {confirming ? (
          <div
            role="group"
            aria-labelledby="letter-confirm"
            className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3"
          >
            <p id="letter-confirm" ref={confirmRef} tabIndex={-1} className="text-sm font-medium text-slate-900">
              {t('letters.confirm', {
                count: formatCount(measure.data.recipients),
                audience: t(`letters.audiences.${audience}`),
              })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="primary"
                disabled={send.isPending}
                onClick={() => {
                  setSentTo(measure.data.recipients);
                  send.mutate();
                }}
              >
                {t('letters.confirmSend', { count: formatCount(measure.data.recipients) })}
              </Button>
              <Button onClick={() => measure.reset()}>{t('common.cancel')}</Button>
            </div>
          </div>
        ) : (
          <Button
            type="submit"
            variant="primary"
            className="self-start"
            disabled={measure.isPending || send.isPending || (!title.Jp.trim() && !title.En.trim())}
          >
            {measure.isPending ? t('letters.counting') : t('letters.send')}
          </Button>
        )}
      </form>
    </section>
  );
}
