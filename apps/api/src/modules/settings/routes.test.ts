import { chatAnswerSchema } from '@cartwise/domain/assistant/schemas';
import { DEFAULT_SHOP_SETTINGS } from '@cartwise/domain/settings/defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestContext } from '../../../test/test-app.ts';
import { expectDocumented, Shopper } from '../../../test/shopper-client.ts';
import { signedIn } from '../../../test/staff.ts';

describe.each(ENGINES)("the shop's settings reach the assistant on %s", (engine) => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp(engine, [
      { id: 'lamp', name: 'Desk Lamp', price: 40, category: 'Home', brand: 'Acme', thumbnail: '/images/lamp.svg', stockQuantity: 3 },
    ]);
  });
  afterAll(() => context?.close());

  const ask = async (message: string) =>
    expectDocumented(await new Shopper(context.app).request('POST', '/api/chat', { message }, { accept: 'application/json' }), chatAnswerSchema).body
      .message.content as string;

  it("the assistant gives the support email the owner set, at once, and the default before", async () => {
    expect(await ask('how can I contact customer support?')).toContain(DEFAULT_SHOP_SETTINGS.supportEmail);
    const owner = await signedIn(context.app, 'owner');
    const saved = await owner.put('/api/admin/settings', { ...DEFAULT_SHOP_SETTINGS, shopName: 'Harbor Goods', supportEmail: 'help@harbor.example' });
    expect(saved.status).toBe(200);
    const answer = await ask('how can I contact customer support?');
    expect(answer).toContain('help@harbor.example');
    expect(answer).not.toContain(DEFAULT_SHOP_SETTINGS.supportEmail);
  });
});
