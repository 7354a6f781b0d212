// @vitest-environment jsdom
import type { KycIdentityField, TUserProfile } from '@amigo/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../components/test-i18n.ts';
import common from '../../../locales/ja-JP/common.json';
import { jsonResponse, okEnvelopeResponse } from '../../../lib/http/test-responses.ts';
import { getSession, resetSession } from '../../../lib/session/session-store.ts';
import { missingIdentityFields, useKycIdentityFields } from './kyc-identity-fields.tsx';

const EMPTY: TUserProfile = {
  id: '1001',
  username: 'player01',
  email: 'player01@example.com',
  nickname: null,
  firstName: null,
  lastName: null,
  name: null,
  pinyinName: null,
  phone: null,
  birthDate: null,
  idNumberMasked: null,
  hasPaymentPassword: false,
  recommendedCode: null,
  kycStatus: 'none',
  balance: 0,
  lastLoginAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

beforeAll(async () => {
  await initTestI18n({ 'ja-JP': { common } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetSession();
});

/** The hook in a page of its own; `save` is what the KYC form calls before it submits. */
function renderFields(profile: TUserProfile, shown: readonly KycIdentityField[]) {
  const result: { save?: () => Promise<boolean> } = {};
  function Harness() {
    const identity = useKycIdentityFields(profile, shown);
    result.save = identity.save;
    return <form>{identity.inputs}</form>;
  }
  render(<Harness />);
  return async () => {
    let answer = false;
    await act(async () => {
      answer = await result.save!();
    });
    return answer;
  };
}

describe('missingIdentityFields', () => {
  it('names the legal name, birth date and ID number the profile lacks (the reading is not required)', () => {
    expect(missingIdentityFields(EMPTY)).toEqual(['lastName', 'firstName', 'birthDate', 'idNumber']);
    expect(missingIdentityFields({ ...EMPTY, lastName: '山田', firstName: '太郎', idNumberMasked: '****5678' })).toEqual([
      'birthDate',
    ]);
    expect(
      missingIdentityFields({
        ...EMPTY,
        lastName: '山田',
        firstName: '太郎',
        birthDate: '1990-04-01',
        idNumberMasked: '****5678',
      }),
    ).toEqual([]);
  });
});

describe('useKycIdentityFields', () => {
  it('shows nothing and saves nothing when no field is asked for', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const save = renderFields(EMPTY, []);
    expect(screen.queryByTestId('kyc-identity-fields')).toBeNull();
    expect(await save()).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the asked fields with the profile values, the ID number always empty', () => {
    renderFields({ ...EMPTY, lastName: '山田', pinyinName: 'ヤマダ', idNumberMasked: '****5678' }, [
      'lastName',
      'pinyinName',
      'idNumber',
    ]);
    expect(screen.getByLabelText<HTMLInputElement>(common.user.fields.lastName).value).toBe('山田');
    expect(screen.getByLabelText<HTMLInputElement>(common.user.fields.pinyinName).value).toBe('ヤマダ');
    expect(screen.getByLabelText<HTMLInputElement>(common.user.fields.idNumber).value).toBe('');
    expect(screen.queryByLabelText(common.user.fields.firstName)).toBeNull();
    expect(screen.getByText(common.user.profile.pinyinHint)).toBeTruthy();
  });

  it('refuses a blank required field, focused, without a call; an empty reading may stay empty', async () => {
    const fetch = vi.fn(async () => okEnvelopeResponse({ ...EMPTY, firstName: '太郎' }));
    vi.stubGlobal('fetch', fetch);
    const save = renderFields(EMPTY, ['lastName', 'firstName', 'pinyinName']);
    fireEvent.change(screen.getByLabelText(common.user.fields.firstName), { target: { value: '太郎' } });
    fireEvent.change(screen.getByLabelText(common.user.fields.lastName), { target: { value: '   ' } });
    expect(await save()).toBe(false);
    const lastName = screen.getByLabelText(common.user.fields.lastName);
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(lastName);
    expect(screen.getByText(`${common.user.fields.lastName}を入力してください`)).toBeTruthy();
    // The reading is optional: neither marked required nor refused.
    const reading = screen.getByLabelText(common.user.fields.pinyinName);
    expect(reading.getAttribute('aria-required')).toBeNull();
    expect(reading.getAttribute('aria-invalid')).not.toBe('true');
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(lastName, { target: { value: '山田' } });
    expect(await save()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toMatch(/\/v2\/app\/user\/update$/);
    expect(JSON.parse(init.body as string)).toEqual({ lastName: '山田', firstName: '太郎', pinyinName: '' });
    // The saved profile is the session's, so the rest of the page sees it.
    expect(getSession().userInfo).toMatchObject({ firstName: '太郎' });
  });

  it("refuses a birth date in the wrong form with the profile form's message", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const save = renderFields(EMPTY, ['birthDate']);
    const birthDate = screen.getByLabelText<HTMLInputElement>(common.user.fields.birthDate);
    expect(birthDate.type).toBe('date');
    // What an old browser without a date picker lets through.
    birthDate.type = 'text';
    fireEvent.change(birthDate, { target: { value: '1990/4/1' } });
    expect(await save()).toBe(false);
    expect(screen.getByText(common.user.profile.birthDateFormat)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of a field on that field and answers false", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ code: 422, msg: 'この身分証番号は使えません', data: { reason: 'ID_NUMBER_TAKEN', field: 'idNumber' } }),
      ),
    );
    const save = renderFields(EMPTY, ['idNumber']);
    const idNumber = screen.getByLabelText(common.user.fields.idNumber);
    fireEvent.change(idNumber, { target: { value: 'AB1234567' } });
    expect(await save()).toBe(false);
    expect(screen.getByText('この身分証番号は使えません')).toBeTruthy();
    expect(idNumber.getAttribute('aria-invalid')).toBe('true');
  });
});
