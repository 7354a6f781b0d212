import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type jaCommon from '../../apps/web/src/locales/ja-JP/common.json';
import {
  apiCall,
  expect,
  expectPageCallSucceeds,
  kycPhoto,
  memberApi,
  newMember,
  registerByApi,
  signInAndEnrol,
  signInWithToken,
  snap,
  snapPart,
  test,
} from '../support.ts';

/**
 * "More information" on a KYC submission (issue 26 §5), desktop and mobile: a compliance officer
 * asks the member of a pending submission to change their birth date and ID number, with a reason;
 * the member reads the reason on the KYC page, finds exactly those fields there, corrects them and
 * sends the same submission again; it is back in the console's pending queue with the new values.
 */
const c = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../apps/web/src/locales/ja-JP/common.json'), 'utf8'),
) as typeof jaCommon;

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
}

test('the reviewer asks for more information; the member corrects the named fields and sends it again', async ({
  page,
  clientIp,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const reason = '生年月日と身分証番号が書類と一致しません。書類のとおりに入力し直してください。';

  // A member whose profile is complete and whose photos are under review.
  const member = newMember();
  const token = await registerByApi(member, clientIp);
  const api = await memberApi(token, clientIp);
  await apiCall(api, '/v2/app/user/update', {
    lastName: '山田',
    firstName: '花子',
    pinyinName: 'ヤマダ ハナコ',
    birthDate: '1991-05-01',
  });
  await apiCall(api, '/v2/app/user/update/idNumber', { idNumber: 'AB1111111' });
  const added = await api.post('/v2/app/user/kyc/add', {
    multipart: {
      front: { name: 'front.png', mimeType: 'image/png', buffer: await kycPhoto('#dbeafe') },
      back: { name: 'back.png', mimeType: 'image/png', buffer: await kycPhoto('#fde68a') },
      handheld: { name: 'handheld.png', mimeType: 'image/png', buffer: await kycPhoto('#bbf7d0') },
    },
  });
  expect(((await added.json()) as { code: number }).code).toBe(200);

  // The reviewer opens "request more information": nothing is missing, so nothing is ticked yet;
  // sending waits for a field and a reason.
  await signInAndEnrol(page, `e2e-kyc-info-${project}`);
  await page.goto('/console/kyc');
  const card = page.getByRole('listitem', { name: `${member.username} の提出書類` });
  await card.getByRole('button', { name: '追加情報を依頼' }).click();
  const request = card.getByRole('form', { name: '追加情報を依頼' });
  const send = request.getByRole('button', { name: '依頼を送信' });
  for (const field of ['姓', '名', 'フリガナ（読み）', '生年月日', '身分証番号']) {
    await expect(request.getByRole('checkbox', { name: field, exact: true })).not.toBeChecked();
  }
  await expect(send).toBeDisabled();
  await request.getByRole('checkbox', { name: '生年月日', exact: true }).check();
  await request.getByRole('checkbox', { name: '身分証番号', exact: true }).check();
  await expect(send).toBeDisabled();
  await request.getByLabel('会員にしていただくこと（会員に表示されます）').fill(reason);
  await expect(send).toBeEnabled();
  await send.focus();
  await expectNoHorizontalScroll(page);
  await snapPart(request, testInfo, 'kyc-more-info-request');
  await expectPageCallSucceeds(page, '/v2/admin/kyc/decide', () => send.click());
  await expect(card).toBeHidden();

  // The submission waits for the member, with what was asked.
  await page.getByRole('button', { name: '追加情報を依頼中', exact: true }).click();
  const waiting = page.getByRole('listitem', { name: `${member.username} の提出書類` });
  await expect(waiting).toContainText(reason);
  await expect(waiting).toContainText('変更を依頼した項目：生年月日, 身分証番号');
  await expect(waiting).toContainText(`審査者: e2e-kyc-info-${project}`);
  await snap(page, testInfo, 'kyc-more-info-waiting');

  // The member: the reason, and the form with exactly the fields asked about.
  await signInWithToken(page, token, '/user/account-setting#kyc');
  const kyc = page.getByRole('region', { name: c.user.kyc.title });
  await expect(kyc.getByTestId('kyc-status')).toHaveAttribute('data-status', 'more_info');
  await expect(kyc.getByTestId('kyc-message')).toHaveText(c.user.kyc.message.more_info);
  await expect(kyc.getByTestId('kyc-reason')).toHaveText(`${c.user.kyc.reason}: ${reason}`);
  const form = kyc.getByTestId('kyc-more-info-form');
  await expect(form.getByRole('heading', { name: c.user.kyc.askedFields })).toBeVisible();
  const birthDate = form.getByLabel(c.user.fields.birthDate, { exact: true });
  const idNumber = form.getByLabel(c.user.fields.idNumber, { exact: true });
  await expect(birthDate).toHaveValue('1991-05-01');
  // The ID number is never sent back whole: it is typed again.
  await expect(idNumber).toHaveValue('');
  await expect(form.getByLabel(c.user.fields.lastName, { exact: true })).toHaveCount(0);
  await expect(kyc.getByRole('button', { name: c.user.kyc.submit, exact: true })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await snapPart(form, testInfo, 'kyc-more-info-member');

  // Sent again without the ID number: the field says so and nothing is sent.
  const resubmit = form.getByRole('button', { name: c.user.kyc.resubmit });
  await birthDate.fill('1991-05-10');
  await resubmit.click();
  await expect(idNumber).toBeFocused();
  await expect(idNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(c.validation.required.input.replace('{{name}}', c.user.fields.idNumber))).toBeVisible();
  await snapPart(form, testInfo, 'kyc-more-info-member-refused');

  await idNumber.fill('AB2222222');
  await expectPageCallSucceeds(page, '/v2/app/user/kyc/resubmit', () => resubmit.click());
  await expect(kyc.getByTestId('kyc-status')).toHaveAttribute('data-status', 'pending');
  await expect(kyc.getByTestId('kyc-message')).toHaveText(c.user.kyc.message.pending);
  await expect(kyc.getByTestId('kyc-more-info-form')).toHaveCount(0);
  await expect(kyc.getByTestId('kyc-reason')).toHaveCount(0);
  await snapPart(kyc, testInfo, 'kyc-more-info-member-sent');
  const profile = await apiCall(api, '/v2/app/user/info', {});
  expect(profile).toMatchObject({ kycStatus: 'pending', birthDate: '1991-05-10', lastName: '山田' });

  // Back in the reviewer's pending queue, with the corrected values beside the photos.
  await page.goto('/console/kyc');
  const again = page.getByRole('listitem', { name: `${member.username} の提出書類` });
  const values = again.getByTestId('kyc-profile');
  await expect(values).toContainText('1991-05-10');
  await expect(values).toContainText('AB2222222');
  await expect(again.getByRole('button', { name: '追加情報を依頼' })).toBeVisible();
  await snap(page, testInfo, 'kyc-more-info-pending-again');
  await api.dispose();
});
