import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorNote, Loading, Page, PageHeader } from '../../../components/ui.tsx';
import { useMember } from '../api/get-member.ts';
import { MemberFile } from '../components/member-file.tsx';

/** /console/members/:userId — one member's file at its own address (linkable, survives a reload). */
export function MemberFilePage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const valid = /^\d{1,18}$/.test(userId);
  const detail = useMember(valid ? userId : '0');
  const member = detail.data;
  return (
    <Page>
      <Link to="/members" className="text-sm text-blue-800 underline">
        {t('memberFile.back')}
      </Link>
      <PageHeader
        title={member ? `${member.username} #${member.userId}` : t('memberFile.title')}
        description={member ? t('memberFile.description') : undefined}
      />
      <ErrorNote error={detail.error} />
      {detail.isPending ? <Loading /> : null}
      {member ? <MemberFile key={member.userId} member={member} /> : null}
    </Page>
  );
}
