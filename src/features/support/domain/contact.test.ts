// What the support form accepts, with the texts the page shows. Sending (the message row and its e-mail in one
// transaction) is the route tests'.
import { describe, expect, it } from 'vitest';
import { supportMessageSchema } from './contact';

const messages = (input: unknown) => supportMessageSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('supportMessageSchema', () => {
  it('trims the name and message and files a message without a topic as general', () => {
    expect(supportMessageSchema.parse({ name: ' Ana ', message: ' Help with my site \n' })).toEqual({
      name: 'Ana',
      topic: 'general',
      message: 'Help with my site',
    });
    expect(supportMessageSchema.parse({ name: 'Ana', topic: 'billing', message: 'Invoice' }).topic).toBe('billing');
  });

  it('refuses a blank name or message, an unknown topic and the lengths past the limits', () => {
    expect(messages({ name: '  ', message: '' })).toEqual(['Please enter your name', 'Please enter a message']);
    expect(messages({ name: 'Ana', topic: 'refund', message: 'x' })).toEqual(['Please choose a topic']);
    expect(messages({ name: 'a'.repeat(101), message: 'x'.repeat(5001) })).toEqual([
      'Name must be at most 100 characters',
      'Message must be at most 5000 characters',
    ]);
    expect(messages({ name: 'a'.repeat(100), message: 'x'.repeat(5000) })).toEqual([]);
  });
});
