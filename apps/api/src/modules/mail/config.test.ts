import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { mailOptionsFromConfig } from './plugin.ts';

describe("the emails' settings (SMTP_URL, MAIL_FROM, PUBLIC_URL)", () => {
  it('are all optional: without them emails are held and links point at localhost on the port', () => {
    expect(mailOptionsFromConfig(loadConfig({ PORT: '4100' }))).toEqual({ publicUrl: 'http://localhost:4100' });
    expect(mailOptionsFromConfig(loadConfig({ SMTP_URL: '', MAIL_FROM: '', PUBLIC_URL: '' }))).toEqual({ publicUrl: 'http://localhost:3000' });
  });

  it('take an smtp(s) URL, an address with or without a name, and an http(s) public URL', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      MAIL_FROM: 'Ann & Bob <orders@shop.example>',
      PUBLIC_URL: 'https://shop.example',
    });
    expect(mailOptionsFromConfig(config)).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example:465',
      from: 'Ann & Bob <orders@shop.example>',
      publicUrl: 'https://shop.example',
    });
    expect(mailOptionsFromConfig(loadConfig({ MAIL_FROM: 'orders@shop.example' })).from).toBe('orders@shop.example');
  });

  it('refuse anything else at start-up, naming the variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM: must be an address/);
    expect(() => loadConfig({ PUBLIC_URL: 'shop.example' })).toThrow(/PUBLIC_URL: must be an http\(s\) URL/);
  });
});
