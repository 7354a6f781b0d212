// @vitest-environment jsdom
import type { TSubMember } from '@amigo/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enAgent from '../../../locales/en-US/agent.json';
import enCommon from '../../../locales/en-US/common.json';
import jaAgent from '../../../locales/ja-JP/agent.json';
import jaCommon from '../../../locales/ja-JP/common.json';
import { initTestI18n } from '../../../components/test-i18n.ts';

const transferToMember = vi.fn<(payload: unknown) => Promise<unknown>>();
const transferFromMember = vi.fn<(payload: unknown) => Promise<unknown>>();
vi.mock('../api/transfer-to-member.ts', () => ({ transferToMember: (payload: unknown) => transferToMember(payload) }));
vi.mock('../api/transfer-from-member.ts', () => ({ transferFromMember: (payload: unknown) => transferFromMember(payload) }));
vi.mock('../../../lib/session/profile.ts', () => ({ useProfile: () => ({ hasPaymentPassword: true }) }));

const { TransferDialog } = await import('./transfer-dialog.tsx');

const member = { userId: '42', username: 'player42', nickname: null, balance: 800, inGame: false } as unknown as TSubMember;

beforeAll(async () => {
  await initTestI18n({ 'ja-JP': { common: jaCommon, agent: jaAgent }, 'en-US': { common: enCommon, agent: enAgent } });
});
afterEach(async () => {
  cleanup();
  transferToMember.mockReset();
  transferFromMember.mockReset();
  await i18next.changeLanguage('ja-JP');
});

function renderDialog(direction: 'in' | 'out', onDone = vi.fn()) {
  render(
    <MemoryRouter>
      <TransferDialog
        member={member}
        direction={direction}
        agentBalance={5000}
        paymentPasswordPath="/user/payment-password"
        onClose={vi.fn()}
        onDone={onDone}
      />
    </MemoryRouter>,
  );
  return onDone;
}

describe('agent transfer dialog (agentTypeMemberTransfer request schema)', () => {
  it('asks for the empty fields in the player’s language', async () => {
    renderDialog('in');
    fireEvent.click(screen.getByRole('button', { name: jaAgent.transfer.submitIn }));
    expect(await screen.findByText(`${jaAgent.transfer.amount}を入力してください`)).toBeTruthy();
    expect(screen.getByText(`${jaAgent.transfer.paymentPassword}を入力してください`)).toBeTruthy();
    expect(transferToMember).not.toHaveBeenCalled();
  });

  it("tells an amount over the paying side's balance while it is typed", async () => {
    renderDialog('out');
    fireEvent.change(screen.getByLabelText(jaAgent.transfer.amount), { target: { value: '900' } });
    const balance = jaAgent.shared.coins.replace('{{amount}}', '800');
    expect(await screen.findByText(jaAgent.transfer.overBalance.replace('{{balance}}', balance))).toBeTruthy();
    fireEvent.change(screen.getByLabelText(jaAgent.transfer.amount), { target: { value: '0' } });
    expect(await screen.findByText(jaAgent.transfer.amountInvalid)).toBeTruthy();
  });

  it('words a short payment password in English in English', async () => {
    await i18next.changeLanguage('en-US');
    renderDialog('in');
    const password = screen.getByLabelText(enAgent.transfer.paymentPassword);
    fireEvent.change(password, { target: { value: '12a3' } });
    expect((password as HTMLInputElement).value).toBe('123');
    fireEvent.blur(password);
    expect(await screen.findByText(enAgent.transfer.sixDigits)).toBeTruthy();
  });

  it('sends a valid transfer with the member, the amount as a number and the dialog’s idempotency key', async () => {
    const transfer = { id: '7' };
    transferToMember.mockResolvedValue(transfer);
    const onDone = renderDialog('in');
    fireEvent.change(screen.getByLabelText(jaAgent.transfer.amount), { target: { value: '1500' } });
    fireEvent.change(screen.getByLabelText(jaAgent.transfer.paymentPassword), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: jaAgent.transfer.submitIn }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(transfer));
    expect(transferToMember).toHaveBeenCalledWith({
      userId: '42',
      amount: 1500,
      paymentPassword: '654321',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});
