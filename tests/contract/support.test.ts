// Support messages on both engines (issue 29 item 4): the repository stores a message and returns it as stored.
import { expect, it } from 'vitest';
import { supportRepository } from '../../src/features/support/domain/repository';
import { describeEachEngine } from '../helpers/engines';

describeEachEngine('support messages', ({ store }) => {
  it('stores a message with an id and the moment it arrived, and keeps each one', async () => {
    const support = supportRepository(store());
    const before = Date.now();
    const message = { name: 'Ana', email: 'ana@example.com', topic: 'billing' as const, message: 'Can I pay by invoice?', userId: 'u1' };
    const first = await support.saveMessage(message);
    const second = await support.saveMessage({ ...message, userId: null, topic: 'bug' });
    expect(first).toMatchObject(message);
    expect(first.id).not.toBe(second.id);
    expect(second).toMatchObject({ userId: null, topic: 'bug' });
    expect(first.createdAt).toBeInstanceOf(Date);
    expect(first.createdAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(first.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
