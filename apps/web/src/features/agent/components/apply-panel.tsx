import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useState } from 'react';
import { toast } from '../../../lib/toast/toast.ts';
import { labelClass } from '../../../components/forms/text-field.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PopupDialog } from '../../../components/ui/popup-dialog.tsx';
import { formatDateTimeIn } from '../../../lib/format/tokyo-date.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { applyForAgent } from '../api/apply-for-agent.ts';
import { useApplicationStatus } from '../api/get-application-status.ts';
import { QueryState } from './query-state.tsx';

const TONE = {
  none: 'border-line text-fg-muted',
  pending: 'border-gold-400/50 bg-gold-400/10 text-gold-200',
  approved: 'border-emerald-400/50 bg-emerald-400/10 text-emerald-200',
  rejected: 'border-danger/50 bg-danger/10 text-danger',
} as const;

/** For members who are not agents: what an agent can do, the application's status, and applying (confirmed first, SPEC §5). */
export function ApplyPanel() {
  const { t, language } = useI18n('agent');
  const queryClient = useQueryClient();
  const status = useApplicationStatus();
  const [confirming, setConfirming] = useState(false);
  const [remark, setRemark] = useState('');

  async function apply() {
    try {
      await applyForAgent(remark.trim() ? { remark: remark.trim() } : {});
      toast.success(t('agent:apply.submitted'));
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ['agent'] });
    } catch (error) {
      toast.error(isApiError(error) ? error.msg : String(error));
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ['agent'] });
    }
  }

  return (
    <article data-testid="agent-apply">
      <PageHeading title={t('agent:apply.title')} icon="users">
        <p>{t('agent:apply.lead')}</p>
      </PageHeading>
      <QueryState query={status}>
        {(application) => (
          <section className="panel grid gap-4 p-5 sm:p-6" aria-labelledby="agent-apply-status">
            <h2 id="agent-apply-status" className="text-base font-bold text-fg">
              {t('agent:apply.statusLabel')}
            </h2>
            <p
              className={clsx('rounded-xl border px-4 py-3 text-sm', TONE[application.status])}
              role="status"
              data-testid="agent-apply-status"
              data-status={application.status}
            >
              {t(`agent:apply.status.${application.status}`)}
            </p>
            {application.appliedAt ? (
              <p className="text-sm text-fg-subtle">
                {t('agent:apply.appliedAt', { date: formatDateTimeIn(application.appliedAt, language) })}
              </p>
            ) : null}
            {application.status === 'rejected' && application.reason ? (
              <p className="text-sm text-fg-muted">{t('agent:apply.reason', { reason: application.reason })}</p>
            ) : null}
            {application.status === 'none' || application.status === 'rejected' ? (
              <div>
                <Button size="lg" onClick={() => setConfirming(true)}>
                  <Icon name="users" className="size-5" />
                  {application.status === 'rejected' ? t('agent:apply.reapply') : t('agent:apply.button')}
                </Button>
              </div>
            ) : null}
          </section>
        )}
      </QueryState>
      <PopupDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('agent:apply.confirmTitle')}
        description={t('agent:apply.confirmBody')}
        onCancel={() => undefined}
        confirmText={t('agent:apply.button')}
        onConfirm={apply}
      >
        <label htmlFor="agent-apply-remark" className={clsx(labelClass, 'mb-1.5')}>
          {t('agent:apply.remark')}
        </label>
        <textarea
          id="agent-apply-remark"
          className="min-h-24 w-full rounded-xl border border-line bg-night-900/80 px-3.5 py-2.5 text-base text-fg focus-visible:border-gold-400"
          maxLength={500}
          value={remark}
          aria-describedby="agent-apply-remark-hint"
          onChange={(event) => setRemark(event.target.value)}
        />
        <p id="agent-apply-remark-hint" className="mt-1 text-xs text-fg-subtle">
          {t('agent:apply.remarkHint')}
        </p>
      </PopupDialog>
    </article>
  );
}
