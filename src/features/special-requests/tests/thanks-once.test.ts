// Issue 12 item 14: the questions confirmation thanks the guest once, not 'Thank you! Thank you!'.
import { describe, expect, it } from 'vitest';
import { specialWedding } from './helpers';

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('/questions/{weddingUrl}/submitted', () => {
  it('says thank you once, after answers by personal link and after a note', async () => {
    const w = await specialWedding();
    const jose = await w.addGuest({ name: 'Jose Garcia', email: 'jose@example.com' });
    const diet = await w.addQuestion({ label: 'Any dietary needs?' });
    const sent = await w.visitor.form(`/questions/${w.weddingUrl}`, { token: w.tokenOf(jose), [`answer.${diet.id}`]: 'No nuts' });
    expect(sent.status).toBe(303);
    for (const path of [sent.headers.get('location')!, `/questions/${w.weddingUrl}/submitted?note=sent`]) {
      const text = visibleText(await (await w.visitor.get(path)).text());
      expect(text.match(/Thank you!/g), path).toHaveLength(1);
    }
  });
});
