import { MODELS } from '@amigo/games';
import { describe, expect, it } from 'vitest';
import { findUnknownMachines, type FloorForMentions } from './machine-mentions.ts';

/** A floor like a new hall's: every model in service, machines 1–24. */
const FULL_FLOOR: FloorForMentions = {
  machineIds: new Set(Array.from({ length: 24 }, (_, i) => i + 1)),
  modelsInService: new Set(MODELS.map((model) => model.code)),
};

const names = (title: Record<string, string>, body: Record<string, string> = {}, floor = FULL_FLOOR) =>
  findUnknownMachines({ title, body }, floor).map((warning) => `${warning.field}:${warning.name}`);

describe('machines a content item names', () => {
  it('flags the machine the old demo notice announced, in all four content languages', () => {
    // The notice issue 17 found: a "Neon Seven" of a "Neon series" the hall never had.
    expect(
      names(
        {
          Jp: '新機種「ネオン・セブン」導入',
          En: 'New machine: Neon Seven',
          Zh: '新机台「霓虹七」上线',
          ZhTW: '新機台「霓虹七」上線',
        },
        {
          Jp: '<p>人気のネオンシリーズに新機種が登場しました。</p>',
          En: '<p>A new machine joins the Neon series.</p>',
        },
      ),
    ).toEqual([
      'title.Jp:ネオン・セブン',
      'title.En:Neon Seven',
      'title.Zh:霓虹七',
      'title.ZhTW:霓虹七',
      'body.Jp:ネオン',
      'body.En:Neon',
    ]);
  });

  it('finds names introduced as machines in Korean, Vietnamese and Filipino text too', () => {
    expect(
      names(
        { Jp: 'x' },
        { Jp: '<p>새 기종 「네온 세븐」 출시</p>', En: '<p>Máy mới “Neon Seven” đã có mặt. Bagong makina: Neon Seven</p>' },
      ),
    ).toEqual(['body.Jp:네온 세븐', 'body.En:Neon Seven']);
  });

  it('accepts every catalogue name, in every language, when the model is on the floor', () => {
    for (const model of MODELS) {
      for (const name of Object.values(model.names)) {
        expect(
          names({ Jp: `新機種「${name}」導入`, En: `New machine: ${name}` }, { Zh: `<p>新机台「${name}」上线</p>` }),
          name,
        ).toEqual([]);
      }
    }
  });

  it('flags a catalogue model with no machine in service, and only that model', () => {
    const floor = { ...FULL_FLOOR, modelsInService: new Set(['sakura-rush-4', 'golden-seven', 'dragon-pearl']) };
    // "Sakura Rush" is inside "Sakura Rush Lite (1-coin)": the longer name decides.
    expect(names({ Jp: 'さくらラッシュ 甘デジ（1円）', En: 'Sakura Rush Lite (1-coin) is back' }, {}, floor)).toEqual([
      'title.Jp:さくらラッシュ 甘デジ（1円）',
      'title.En:Sakura Rush Lite (1-coin)',
    ]);
    expect(names({ Jp: 'さくらラッシュで遊ぼう', En: 'Play Sakura Rush' }, {}, floor)).toEqual([]);
    const empty = { machineIds: new Set<number>(), modelsInService: new Set<string>() };
    expect(names({ Jp: 'ゴールデンセブン', En: 'Golden Seven' }, { Zh: '<p>黄金七 与 龙之珍珠</p>' }, empty)).toEqual([
      'title.Jp:ゴールデンセブン',
      'title.En:Golden Seven',
      'body.Zh:黄金七',
      'body.Zh:龙之珍珠',
    ]);
  });

  it('checks machine numbers against the floor in every way they are written', () => {
    const floor = { ...FULL_FLOOR, machineIds: new Set([7]) };
    expect(
      names(
        { Jp: '7番台と123番台', En: 'No. 7, No. 123, #124 and machine 125' },
        { Zh: '<p>126号机、第127台、７番台</p>', ZhTW: '<p>128號機</p>' },
        floor,
      ),
    ).toEqual([
      'title.Jp:123番台',
      'title.En:No. 123',
      'title.En:#124',
      'title.En:machine 125',
      'body.Zh:126号机',
      'body.Zh:第127台',
      'body.ZhTW:128號機',
    ]);
    expect(names({ Jp: 'x' }, { En: '<p>129번 기계, máy số 130, makina 131</p>' }, floor)).toEqual([
      'body.En:129번 기계',
      'body.En:máy số 130',
      'body.En:makina 131',
    ]);
  });

  it('does not read ordinary quotes, amounts or generic words as machines', () => {
    expect(
      names(
        { Jp: '「パスワードを忘れた」から再設定', En: 'Use “Forgot password” on the login screen' },
        {
          Jp: '<p>ユーザーセンターの「入金」から 1,000 コイン。ゲームホールで台を選んで着席します。</p>',
          En: '<p>Pick a machine in the game hall. Deposits from 1,000 yen, 20 paylines, 1 yen = 1 coin.</p>',
          Zh: '<p>在手机上点击「添加到主屏幕」。在游戏大厅选择机台入座。</p>',
          ZhTW: '<p>訂單編號 D20260101000000ABC123 &amp; 「忘記密碼」</p>',
        },
      ),
    ).toEqual([]);
  });

  it('reads the text a visitor sees: markup and entities do not hide a name', () => {
    expect(names({ Jp: 'x' }, { En: '<p>New machine: <strong>Neon&#32;Seven</strong></p>' })).toEqual(['body.En:Neon Seven']);
  });
});
