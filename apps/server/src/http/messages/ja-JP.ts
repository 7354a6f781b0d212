/** Source catalogue of server messages. Every other language must have the same keys (checked by the type and a test). */
export const jaJP = {
  ok: '成功しました',
  errors: {
    INVALID_INPUT: '入力内容に誤りがあります',
    MALFORMED_JSON: 'リクエストの形式が正しくありません（JSON を解析できません）',
    UNSUPPORTED_MEDIA_TYPE: 'このリクエストの形式には対応していません（application/json で送信してください）',
    UNAUTHENTICATED: 'ログインしてください',
    SESSION_ENDED: 'セッションが終了しました。もう一度ログインしてください',
    FORBIDDEN: 'この操作を行う権限がありません',
    XSRF_MISMATCH: 'セキュリティトークンが一致しません。ページを再読み込みしてください',
    NOT_FOUND: '見つかりません',
    ROUTE_NOT_FOUND: 'このAPIは存在しません',
    CONFLICT: '他の操作と競合しました',
    IDEMPOTENCY_KEY_REUSED: 'この操作キーは別の内容で既に使われています',
    BODY_TOO_LARGE: '送信データが大きすぎます（上限 {{limit}}）',
    BUSINESS_RULE: 'この操作は受け付けられません',
    RATE_LIMITED: '操作が多すぎます。{{retryAfter}}秒後にもう一度お試しください',
    INTERNAL: 'サーバーでエラーが発生しました。時間をおいてもう一度お試しください',
    MAINTENANCE: 'ただいまメンテナンス中です。しばらくお待ちください',
    NOT_YET_AVAILABLE: 'この機能はまだご利用いただけません',
  },
  validation: {
    required: '{{field}} を入力してください',
    invalidType: '{{field}} の形式が正しくありません',
    tooSmallNumber: '{{field}} は {{min}} 以上で入力してください',
    tooBigNumber: '{{field}} は {{max}} 以下で入力してください',
    tooShort: '{{field}} は {{min}} 文字以上で入力してください',
    tooLong: '{{field}} は {{max}} 文字以内で入力してください',
    tooFewItems: '{{field}} は {{min}} 件以上必要です',
    tooManyItems: '{{field}} は {{max}} 件以内にしてください',
    invalidFormat: '{{field}} の形式が正しくありません',
    invalidValue: '{{field}} の値が正しくありません',
    unknownField: '不明な項目があります: {{field}}',
    notInteger: '{{field}} は整数で入力してください',
    notObject: 'リクエスト本文は JSON オブジェクトで送信してください',
  },
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type Messages = DeepStrings<typeof jaJP>;
