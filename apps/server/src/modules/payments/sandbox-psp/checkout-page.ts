/** Escapes text for HTML; the page shows only our own values, but nothing goes in unescaped. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The simulated provider's hosted checkout: what a member sees on a real PSP's page. */
export function checkoutPage(input: { orderSn: string; amount: string; currency: string; payable: boolean }): string {
  const sn = escapeHtml(input.orderSn);
  const actions = input.payable
    ? `<form method="post" action="/sandbox-pay/${sn}/pay"><button class="pay" type="submit">Pay ${escapeHtml(input.amount)} ${escapeHtml(input.currency)} / 支払う</button></form>
       <form method="post" action="/sandbox-pay/${sn}/fail"><button class="fail" type="submit">Decline / 支払いを拒否</button></form>`
    : `<p>This checkout is closed. / この決済は終了しています。</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Pay — test checkout</title><link rel="stylesheet" href="/sandbox-pay/checkout.css"></head>
<body><main>
<p class="badge">SANDBOX — no real money moves / テスト環境</p>
<h1>Sandbox Pay</h1>
<p>Merchant: Amigo Hall</p>
<p>Order: <strong>${sn}</strong></p>
<p class="amount">${escapeHtml(input.amount)} ${escapeHtml(input.currency)}</p>
${actions}
</main></body></html>`;
}

export const CHECKOUT_CSS = `body{margin:0;font-family:system-ui,"Noto Sans CJK JP",sans-serif;background:#eef2f7;color:#111827}
main{max-width:420px;margin:48px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002}
.badge{display:inline-block;background:#fde68a;color:#78350f;padding:2px 8px;border-radius:6px;font-size:12px;font-weight:700}
h1{margin:12px 0}.amount{font-size:32px;font-weight:800}
button{width:100%;padding:14px;margin-top:12px;border:0;border-radius:8px;font-size:16px;font-weight:700;cursor:pointer}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.pay{background:#1d4ed8;color:#fff}.fail{background:#e5e7eb;color:#111827}`;
