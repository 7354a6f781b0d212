// The framework ceiling: a bare Fastify route with no plugins, answering an envelope of the
// same shape and size as /v2/app/platform/config. Our stack is measured against this.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async () => ({
  code: 200,
  msg: '成功しました',
  data: {
    siteName: 'Amigo Hall',
    languages: ['ja-JP', 'en-US', 'ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN'],
    defaultLanguage: 'ja-JP',
    timeZone: 'Asia/Tokyo',
    coinsPerYen: 1,
    coinsPerYuan: 20,
    serverTime: new Date().toISOString(),
    socialLogin: { google: false, line: false },
  },
}));
await app.listen({ port: Number(process.argv[2] ?? 8191), host: '127.0.0.1' });
