import type { TRiskAlert } from '@amigo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCoins } from '../lib/format.ts';

/** A member by username (or #id when the name is unknown), as a link to their file. */
export function MemberLink({ userId, username }: { userId: string; username: string }) {
  return (
    <Link to={`/members/${userId}`} className="text-blue-800 underline">
      {username || `#${userId}`}
    </Link>
  );
}

/**
 * Why a risk rule fired, in words and figures (the risk queue and a member's file both show it):
 * one sentence per rule from the evidence's figures, then the orders and the other members
 * involved, each member a link to their file. Orders that were crypto (a chain deposit or a crypto
 * withdrawal, `evidence.crypto`) get a line of their own naming each with its coin, since the
 * figures are coins either way. Card evidence is the bank, last four digits and the keyed
 * fingerprint only: the server never sends more.
 */
export function RiskEvidence({ alert }: { alert: Pick<TRiskAlert, 'rule' | 'evidence'> }) {
  const { t } = useTranslation();
  const e = alert.evidence;
  const coins = (value: number | undefined) => formatCoins(value ?? 0);
  const orders = e.orders ?? [];
  const crypto = e.crypto ?? [];
  const device = e.userAgent && e.userAgent.length > 60 ? `${e.userAgent.slice(0, 60)}…` : (e.userAgent ?? '');
  const values = {
    coins: coins(e.coins),
    threshold: formatCoins(e.threshold ?? 0),
    count: e.count ?? 0,
    minutes: e.minutes ?? 0,
    days: e.days ?? 0,
    order: orders[0] ?? '',
    deposit: orders[1] ?? '',
    withdrawal: coins(e.withdrawalCoins),
    bets: coins(e.bets),
    percent: e.percent ?? 0,
    ip: e.ip ?? '',
    device,
    bank: e.card?.bankName ?? '',
    last4: e.card?.last4 ?? '',
    fingerprint: e.card?.fingerprint ?? '',
  };
  const others = e.fromMember ? [e.fromMember] : (e.members ?? []);
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <span className="break-words" title={e.userAgent}>
        {t(`risk.evidence.${alert.rule}`, values)}
      </span>
      {orders.length > 1 && alert.rule !== 'withdraw_without_play' ? (
        <span className="font-mono text-xs break-all text-slate-600">{orders.join(', ')}</span>
      ) : null}
      {crypto.length > 0 ? (
        <span className="text-xs break-all text-amber-800" data-testid="risk-evidence-crypto">
          {t('risk.crypto', { orders: crypto.map((c) => `${c.order} (${c.coin})`).join(', ') })}
        </span>
      ) : null}
      {others.length > 0 ? (
        <span className="text-xs text-slate-700">
          {t(e.fromMember ? 'risk.fromMember' : 'risk.otherMembers')}{' '}
          {others.map((member, i) => (
            <span key={member.userId}>
              {i > 0 ? ', ' : null}
              <MemberLink {...member} />
            </span>
          ))}
          {e.count !== undefined && e.count - 1 > others.length
            ? ` ${t('risk.andMore', { count: e.count - 1 - others.length })}`
            : null}
        </span>
      ) : null}
    </div>
  );
}
