// @vitest-environment jsdom
import type { TBank, TUserProfile } from '@amigo/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enCommon from '../../../locales/en-US/common.json';
import enFinance from '../../../locales/en-US/finance.json';
import jaCommon from '../../../locales/ja-JP/common.json';
import jaFinance from '../../../locales/ja-JP/finance.json';
import { initTestI18n } from '../../../components/test-i18n.ts';

const saveBankCard = vi.fn<(payload: Record<string, unknown>) => Promise<unknown>>();
vi.mock('../api/save-bank-card.ts', () => ({
  saveBankCard: (payload: Record<string, unknown>) => saveBankCard(payload),
}));

const { AddBankCardForm } = await import('./add-bank-card-form.tsx');

const banks: TBank[] = [
  { code: '0005', nameJp: '三菱UFJ銀行', nameEn: 'MUFG Bank' },
  { code: 'OTHER', nameJp: '海外の銀行', nameEn: 'Bank outside Japan' },
];

const profile = {
  firstName: '太郎',
  lastName: '山田',
  pinyinName: 'ヤマダ タロウ',
} as TUserProfile;

beforeAll(async () => {
  await initTestI18n({ 'ja-JP': { common: jaCommon, finance: jaFinance }, 'en-US': { common: enCommon, finance: enFinance } });
});
afterEach(async () => {
  cleanup();
  saveBankCard.mockReset();
  await i18next.changeLanguage('ja-JP');
});

function fillJapaneseCard() {
  fireEvent.change(screen.getByLabelText(jaFinance.bankCards.fields.bank), { target: { value: '0005' } });
  fireEvent.change(screen.getByLabelText(jaFinance.bankCards.fields.branchCode, { exact: false }), {
    target: { value: '123' },
  });
  fireEvent.change(screen.getByLabelText(jaFinance.bankCards.fields.branchName, { exact: false }), {
    target: { value: '新宿' },
  });
  fireEvent.change(screen.getByLabelText(jaFinance.bankCards.fields.accountNumber, { exact: false }), {
    target: { value: '1234567' },
  });
}

describe('bank card form: the account type (預金種目)', () => {
  it('asks for it as a labelled group of radios, 普通 chosen at first, and sends the choice', async () => {
    saveBankCard.mockResolvedValue({ id: '1' });
    render(<AddBankCardForm banks={banks} profile={profile} onSaved={vi.fn()} />);
    const group = screen.getByRole('group', { name: jaFinance.bankCards.fields.accountType });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['普通', '当座', '貯蓄']);
    expect(within(group).getByRole('radio', { name: '普通' })).toHaveProperty('checked', true);
    expect(group.getAttribute('aria-describedby')).toBe('card-account-type-hint');

    fillJapaneseCard();
    fireEvent.click(within(group).getByRole('radio', { name: '当座' }));
    fireEvent.click(screen.getByRole('button', { name: jaFinance.bankCards.submit }));
    await waitFor(() => expect(saveBankCard).toHaveBeenCalledTimes(1));
    expect(saveBankCard.mock.calls[0]![0]).toMatchObject({ bankCode: '0005', accountType: 'current' });
  });

  it('sends 普通 when the member leaves it', async () => {
    saveBankCard.mockResolvedValue({ id: '1' });
    render(<AddBankCardForm banks={banks} profile={profile} onSaved={vi.fn()} />);
    fillJapaneseCard();
    fireEvent.click(screen.getByRole('button', { name: jaFinance.bankCards.submit }));
    await waitFor(() => expect(saveBankCard).toHaveBeenCalledTimes(1));
    expect(saveBankCard.mock.calls[0]![0]).toMatchObject({ accountType: 'ordinary' });
  });

  it('does not ask for a bank outside Japan', () => {
    render(<AddBankCardForm banks={banks} profile={profile} onSaved={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(jaFinance.bankCards.fields.bank), { target: { value: 'OTHER' } });
    expect(screen.queryByRole('group', { name: jaFinance.bankCards.fields.accountType })).toBeNull();
  });

  it('speaks English in English', async () => {
    await i18next.changeLanguage('en-US');
    render(<AddBankCardForm banks={banks} profile={profile} onSaved={vi.fn()} />);
    const group = screen.getByRole('group', { name: enFinance.bankCards.fields.accountType });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Ordinary', 'Current', 'Savings']);
    expect(screen.getByText(enFinance.bankCards.hints.accountType)).toBeTruthy();
  });
});
