import { pbkdf2Sync } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { describe, expect, it } from 'vitest';
import { checkAddress, deriveAddress, parseExtendedPublicKey, type ChainFamily } from './addresses.ts';
import { coinsAt, formatUnits, parseUnits } from './decimal.ts';

/** The BIP39 test mnemonic whose derivations are published (BIP84, wallets' test vectors). */
const ABANDON = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = pbkdf2Sync(ABANDON.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
/** Account keys as an operator would configure them: public only (the private root stays in this test). */
const account = (path: string) => parseExtendedPublicKey(HDKey.fromMasterSeed(seed).derive(path).publicExtendedKey);

describe('deposit address derivation (known answers)', () => {
  it('derives public children exactly as the BIP32 test vector 1 (m/0H → m/0H/1)', () => {
    const m0h = 'xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw';
    expect(parseExtendedPublicKey(m0h).deriveChild(1).publicExtendedKey).toBe(
      'xpub6ASuArnXKPbfEwhqN6e3mwBcDTgzisQN1wXN9BJcM47sSikHjJf3UFHKkNAWbWMiGj7Wf5uMash7SyYq527Hqck2AxYysAA7xmALppuCkwQ',
    );
  });

  it('gives the published Bitcoin BIP84 addresses from the BIP84 zpub', () => {
    const zpub =
      'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
    const key = parseExtendedPublicKey(zpub);
    expect(deriveAddress('btc', key, 0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(deriveAddress('btc', key, 1)).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
    expect(deriveAddress('btc', account("m/84'/0'/0'"), 0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
  });

  it("gives the published Ethereum (m/44'/60'/0'/0/0) and TRON (m/44'/195'/0'/0/0) addresses", () => {
    expect(deriveAddress('evm', account("m/44'/60'/0'"), 0)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    expect(deriveAddress('tron', account("m/44'/195'/0'"), 0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
  });

  it('is deterministic per index and refuses a private key', () => {
    const key = account("m/44'/60'/0'");
    expect(deriveAddress('evm', key, 42)).toBe(deriveAddress('evm', key, 42));
    expect(deriveAddress('evm', key, 42)).not.toBe(deriveAddress('evm', key, 43));
    expect(() => parseExtendedPublicKey(HDKey.fromMasterSeed(seed).privateExtendedKey)).toThrow(/PRIVATE/);
    expect(() => deriveAddress('evm', key, 2 ** 31)).toThrow(/out of range/);
  });
});

describe('withdrawal address validation', () => {
  const cases: [ChainFamily, string, ReturnType<typeof checkAddress>['valid'], string?][] = [
    // EIP-55 examples: mixed case must match the checksum; all-lower / all-upper carry none.
    ['evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', true],
    ['evm', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', true],
    ['evm', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', true],
    ['evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', false, 'CHECKSUM'],
    ['evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA', false, 'FORMAT'],
    ['evm', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', false, 'OTHER_NETWORK'],
    // TRON base58check with the 0x41 prefix (the USDT contract, the derived address above).
    ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', true],
    ['tron', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH', true],
    ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', false, 'CHECKSUM'],
    ['tron', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', false, 'OTHER_NETWORK'],
    ['tron', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', false, 'OTHER_NETWORK'],
    // Bitcoin: base58 P2PKH / P2SH, bech32 v0 (BIP173), bech32m v1 (BIP350 / BIP86).
    ['btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', true],
    ['btc', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', true],
    ['btc', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', true],
    ['btc', 'BC1QW508D6QEJXTDG4C3C4L6Q2MT8FDTHHS5XZLUH9', false, 'CHECKSUM'],
    ['btc', 'BC1QW508D6QEJXTDG4C3C4L7RSS8HHSCXV36V0TRA', false, 'CHECKSUM'],
    ['btc', 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr', true],
    ['btc', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', false, 'CHECKSUM'],
    ['btc', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyv', false, 'CHECKSUM'],
    ['btc', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306FYU', false, 'FORMAT'],
    ['btc', '', false, 'EMPTY'],
  ];
  it.each(cases)('%s %s → %s', (family, address, valid, reason) => {
    const result = checkAddress(family, address);
    expect(result.valid).toBe(valid);
    if (!result.valid) expect(result.reason).toBe(reason);
  });

  it('answers the EIP-55 form of an all-lower-case address', () => {
    expect(checkAddress('evm', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toEqual({
      valid: true,
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
  });
});

describe('decimal amounts', () => {
  it('parses and formats base units exactly', () => {
    expect(parseUnits('12.5', 6)).toBe(12_500_000n);
    expect(parseUnits('0.000001', 6)).toBe(1n);
    expect(parseUnits('0.0000001', 6)).toBeNull();
    expect(parseUnits('1e3', 6)).toBeNull();
    expect(parseUnits('1.10', 1)).toBe(11n);
    expect(formatUnits(12_500_000n, 6)).toBe('12.5');
    expect(formatUnits(10n ** 18n, 18)).toBe('1');
  });

  it('rounds credits down and debits up (in the house’s favour)', () => {
    const at = (rounding: 'down' | 'up') => coinsAt({ units: 1_000_001n, decimals: 6, rate: '150.5', coinsPerYen: 1n, rounding });
    expect(at('down')).toBe(150n);
    expect(at('up')).toBe(151n);
    expect(coinsAt({ units: 2_000_000n, decimals: 6, rate: '150.5', coinsPerYen: 1n, rounding: 'up' })).toBe(301n);
  });
});
