/** Escapes text for HTML; the page shows only our own values, but nothing goes in unescaped. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * What the checkout shows: the buttons while nothing is decided; after "pay", that the payment is
 * being confirmed until the merchant (our webhook) acknowledged it — never "paid" before — and
 * "paid" after; after "decline", that it was declined.
 */
export type CheckoutView =
  { kind: 'payable' } | { kind: 'closed' } | { kind: 'confirming'; gaveUp: boolean } | { kind: 'paid' } | { kind: 'declined' };

const GAVE_UP_NOTE = `<p class="note">Amigo Hall has not answered our notice yet; it will confirm the payment with us. / Amigo Hall からまだ応答がありません。確認後に反映されます。</p>
`;

/** The way back to the merchant's site, which asks our server what became of the order. */
function backLink(sn: string, result?: 'paid' | 'failed'): string {
  const href = `/user/finance/deposit?orderSn=${sn}${result ? `&amp;result=${result}` : ''}`;
  return `<p><a class="back" href="${href}">Back to Amigo Hall / Amigo Hall に戻る</a></p>`;
}

function bodyOf(sn: string, amount: string, currency: string, view: CheckoutView): string {
  switch (view.kind) {
    case 'payable':
      return `<form method="post" action="/sandbox-pay/${sn}/pay"><button class="pay" type="submit">Pay ${amount} ${currency} / 支払う</button></form>
       <form method="post" action="/sandbox-pay/${sn}/fail"><button class="fail" type="submit">Decline / 支払いを拒否</button></form>`;
    case 'closed':
      return `<p>This checkout is closed. / この決済は終了しています。</p>`;
    case 'confirming':
      // Until the merchant acknowledged our notice, the money is not on the member's account yet.
      return `<p class="status confirming" role="status" data-state="confirming">Your payment is being confirmed with Amigo Hall. This page updates by itself. / お支払いを Amigo Hall で確認中です。このページは自動で更新されます。</p>
${view.gaveUp ? GAVE_UP_NOTE : ''}${backLink(sn)}`;
    case 'paid':
      return `<p class="status paid" role="status" data-state="paid">Paid. Amigo Hall has confirmed your payment. / お支払いが完了しました。Amigo Hall で確認済みです。</p>
${backLink(sn, 'paid')}`;
    case 'declined':
      return `<p class="status declined" role="status" data-state="declined">You declined this payment. / この支払いは拒否されました。</p>
${backLink(sn, 'failed')}`;
  }
}

/** The simulated provider's hosted checkout: what a member sees on a real PSP's page. */
export function checkoutPage(input: { orderSn: string; amount: string; currency: string; view: CheckoutView }): string {
  const sn = escapeHtml(input.orderSn);
  const amount = escapeHtml(input.amount);
  const currency = escapeHtml(input.currency);
  // While the payment is being confirmed the page looks again every few seconds (no script: the CSP allows none).
  const refresh = input.view.kind === 'confirming' ? '<meta http-equiv="refresh" content="5">' : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}
<title>Sandbox Pay — test checkout</title><link rel="stylesheet" href="/sandbox-pay/checkout.css"></head>
<body><main>
<p class="badge">SANDBOX — no real money moves / テスト環境</p>
<h1>Sandbox Pay</h1>
<p>Merchant: Amigo Hall</p>
<p>Order: <strong>${sn}</strong></p>
<p class="amount">${amount} ${currency}</p>
${bodyOf(sn, amount, currency, input.view)}
</main></body></html>`;
}

export const CHECKOUT_CSS = `body{margin:0;font-family:system-ui,"Noto Sans CJK JP",sans-serif;background:#eef2f7;color:#111827}
main{max-width:420px;margin:48px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002}
.badge{display:inline-block;background:#fde68a;color:#78350f;padding:2px 8px;border-radius:6px;font-size:12px;font-weight:700}
h1{margin:12px 0}.amount{font-size:32px;font-weight:800}
button{width:100%;padding:14px;margin-top:12px;border:0;border-radius:8px;font-size:16px;font-weight:700;cursor:pointer}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.pay{background:#1d4ed8;color:#fff}.fail{background:#e5e7eb;color:#111827}
.status{padding:12px;border-radius:8px;font-weight:700}.confirming{background:#fef3c7;color:#78350f}
.paid{background:#dcfce7;color:#14532d}.declined{background:#fee2e2;color:#7f1d1d}.note{font-size:14px;color:#4b5563}
.back{color:#1d4ed8;font-weight:700}`;
