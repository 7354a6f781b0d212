/**
 * `npm run chain:simulate -- --address <addr> --network TRC20 --coin USDT --amount 100 [--confirmations 20] [--txid <hex>] [--index 0]`:
 * plays the sandbox chain watcher against a running server (PUBLIC_URL): signs the transfer with
 * CHAIN_SANDBOX_SECRET and POSTs it to /v2/hooks/chain-sandbox. Run it again with more
 * confirmations (same --txid) to watch a deposit go from confirming to credited.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { signChainPayload } from '../modules/crypto/index.ts';

const { values } = parseArgs({
  options: {
    address: { type: 'string' },
    network: { type: 'string', default: 'TRC20' },
    coin: { type: 'string', default: 'USDT' },
    amount: { type: 'string', default: '100' },
    confirmations: { type: 'string', default: '100' },
    txid: { type: 'string' },
    index: { type: 'string', default: '0' },
  },
});
if (!values.address) {
  console.error('usage: npm run chain:simulate -- --address <deposit address> [--network TRC20] [--coin USDT] [--amount 100]');
  process.exit(2);
}
const config = loadConfig();
const evm = values.network === 'ERC20' || values.network === 'BEP20';
const body = JSON.stringify({
  txid: values.txid ?? `${evm ? '0x' : ''}${randomBytes(32).toString('hex')}`,
  index: Number(values.index),
  network: values.network,
  coin: values.coin,
  address: values.address,
  amount: values.amount,
  confirmations: Number(values.confirmations),
});
const response = await fetch(`${config.publicUrl}/v2/hooks/chain-sandbox`, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-chain-signature': signChainPayload(config.crypto.chainSandboxSecret, body, Math.floor(Date.now() / 1000)),
  },
  body,
  signal: AbortSignal.timeout(10_000),
});
console.log(body);
console.log(await response.text());
