import { describe, expect, it } from 'vitest';
import { EMAIL_PRO_ONLY } from '../../../shared/email/texts';
import { createTestApp } from '../../../../tests/helpers/app';
import { client } from '../../../../tests/helpers/http';
import { addGuest, createCouple, emailsOf } from '../../email/tests/helpers';

async function setUp(role: 'userPaid' | 'userFree' = 'userPaid') {
  const t = createTestApp();
  const couple = await createCouple(t.store, { role });
  const browser = client(t.app, couple.cookie);
  const ann = await addGuest(t.store, couple.wedding.id, 'Ann Lee', 'ann@example.com');
  const noMail = await addGuest(t.store, couple.wedding.id, 'No Mail', null);
  return { ...t, couple, browser, ann, noMail };
}

/** The <input> tag carrying all these attributes, whatever their order. */
function inputWith(html: string, ...attributes: string[]): string | undefined {
  return html.match(/<input\b[^>]*>/g)?.find((tag) => attributes.every((a) => tag.includes(a)));
}

function requestIdIn(html: string, scope: string): string {
  const form = html.split('<form').find((f) => inputWith(f, 'name="scope"', `value="${scope}"`))!;
  return inputWith(form, 'name="requestId"')!.match(/value="([^"]+)"/)![1]!;
}

describe('/app/announce pages', () => {
  it('index, the three editors and the two sent pages exist; /app/announce/invite leads to invitations; others are 404', async () => {
    const t = await setUp();
    const index = await t.browser.get('/app/announce');
    expect(index.status).toBe(200);
    const html = await index.text();
    expect(html).toContain('Save the date');
    expect(html).toContain('href="/app/announce/invitations"');
    expect(html).not.toContain('Coming soon');
    for (const path of [
      '/app/announce/savethedate',
      '/app/announce/savethedate/sent',
      '/app/announce/invitations',
      '/app/announce/invitations/sent',
      '/app/announce/reminder',
    ]) {
      expect((await t.browser.get(path)).status, path).toBe(200);
    }
    const alias = await t.browser.get('/app/announce/invite');
    expect(alias.headers.get('location')).toBe('/app/announce/invitations');
    expect((await t.browser.get('/app/announce/nope')).status).toBe(404);
    expect((await t.app.request('/app/announce/invitations')).headers.get('location')).toMatch(/^\/login\?next=/);
  });

  it('the editor previews every design with the couple’s words and lists guests with their state', async () => {
    const t = await setUp();
    const html = await (await t.browser.get('/app/announce/savethedate')).text();
    for (const key of ['bliss', 'evermore', 'whimsy', 'luxe', 'nova', 'serene', 'gleam', 'amour', 'velvet', 'aura']) {
      expect(inputWith(html, 'name="design"', `value="${key}"`)).toBeDefined();
      expect(html).toContain(`data-design="${key}"`);
    }
    // Pre-selected: the design that matches the site design ('light', classic family).
    expect(inputWith(html, 'name="design"', 'value="evermore"')).toContain('checked=""');
    expect(inputWith(html, 'name="design"', 'value="bliss"')).not.toContain('checked');
    expect(inputWith(html, 'name="design"', 'value="aura"')).not.toContain('checked');
    // The previews are whole e-mails in sandboxed frames, with the couple's names.
    expect(html).toMatch(/<iframe[^>]*sandbox=""[^>]*srcDoc="&lt;!DOCTYPE html&gt;/i);
    expect(html).toContain('Amelia &amp;amp; Jonah');
    // Only guests with an address can be chosen.
    expect(inputWith(html, 'name="guestIds"', `value="${t.ann.id}"`)).not.toContain('disabled');
    expect(inputWith(html, 'name="guestIds"', `value="${t.noMail.id}"`)).toContain('disabled=""');
    expect(html).toContain('No email');
  });

  it('saving the card form stores the design and words (no JavaScript needed) with the toast', async () => {
    const t = await setUp();
    const res = await t.browser.form('/app/announce/invitations', {
      design: 'coastal',
      heading: 'Come sail away',
      message: '',
      names: '',
      subject: '',
      dateLine: '',
      locationLine: '',
      note: '',
      buttonText: 'Reply',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/announce/invitations');
    const page = await (await t.browser.get('/app/announce/invitations')).text();
    expect(page).toContain('Invite updated');
    expect(inputWith(page, 'name="design"', 'value="coastal"')).toContain('checked=""');
    expect(page).toContain('>Come sail away</textarea>');
    const api = await (await t.browser.get('/api/v1/invite/current-invite')).json();
    expect(api.invite).toMatchObject({ design: 'coastal', custom: { heading: 'Come sail away', buttonText: 'Reply' } });

    const bad = await t.browser.form('/app/announce/invitations', { design: 'bliss', heading: 'Kept' });
    expect(bad.status).toBe(400);
    const again = await bad.text();
    expect(again).toContain('Choose one of the invitation designs');
    expect(again).toContain('>Kept</textarea>');
  });

  it('a Pro couple sends a test, then chosen guests, from the page; a resubmitted form sends nothing more', async () => {
    const t = await setUp();
    const html = await (await t.browser.get('/app/announce/invitations')).text();
    const ownerId = requestIdIn(html, 'owner');
    const test = await t.browser.form('/app/announce/invitations/send', { scope: 'owner', requestId: ownerId });
    expect(test.status).toBe(303);
    expect(test.headers.get('location')).toBe('/app/announce/invitations');
    const after = await (await t.browser.get('/app/announce/invitations')).text();
    expect(after).toContain('Email sent to 1 recipient.');
    expect(after).toContain(`Test to ${t.couple.user.email}`);
    await t.browser.form('/app/announce/invitations/send', { scope: 'owner', requestId: ownerId }); // the same form again
    expect(await emailsOf(t.store, t.couple.wedding.id)).toHaveLength(1);

    const singleId = requestIdIn(html, 'single');
    const form = new URLSearchParams({ scope: 'single', requestId: singleId });
    form.append('guestIds', t.ann.id);
    const sent = await t.browser.post('/app/announce/invitations/send', form);
    expect(sent.headers.get('location')).toBe('/app/announce/invitations/sent');
    const sentPage = await (await t.browser.get('/app/announce/invitations/sent')).text();
    expect(sentPage).toMatch(/data-guest="[a-z2-7]+"><td>Ann Lee<\/td><td>ann@example.com<\/td><td><span class="send-state send-state--queued"/);
    expect(sentPage).toContain('Chosen guests');
    expect(await emailsOf(t.store, t.couple.wedding.id)).toHaveLength(2);
    // A redirect flow goes to the given target, if it is one of our app pages.
    const toList = await t.browser.form('/app/announce/invitations/send', { scope: 'owner', requestId: 'redirect-click-1', redirect: '/app/guest-list' });
    expect(toList.headers.get('location')).toBe('/app/guest-list');
    const outside = await t.browser.form('/app/announce/invitations/send', { scope: 'owner', requestId: 'redirect-click-2', redirect: '//evil.example/app' });
    expect(outside.headers.get('location')).toBe('/app/announce/invitations');

    // Nobody chosen: the page says so.
    await t.browser.form('/app/announce/invitations/send', { scope: 'single', requestId: 'another-click-1' });
    expect(await (await t.browser.get('/app/announce/invitations')).text()).toContain('Choose at least one guest');
  });

  it('free couples see the Pro text, cannot press send, and a forced send is refused', async () => {
    const t = await setUp('userFree');
    for (const path of ['/app/announce', '/app/announce/savethedate', '/app/announce/reminder']) {
      expect(await (await t.browser.get(path)).text(), path).toContain(EMAIL_PRO_ONLY);
    }
    const html = await (await t.browser.get('/app/announce/savethedate')).text();
    expect(html).toMatch(/<button class="btn" type="submit" disabled="">Send a test to me<\/button>/);
    await t.browser.form('/app/announce/savethedate/send', { scope: 'owner', requestId: 'forced-click-1' });
    expect(await (await t.browser.get('/app/announce/savethedate')).text()).toContain(EMAIL_PRO_ONLY);
    expect(await emailsOf(t.store, t.couple.wedding.id)).toHaveLength(0);
  });

  it('a second bulk send the same day shows the daily limit', async () => {
    const t = await setUp();
    await t.browser.form('/app/announce/savethedate/send', { scope: 'bulk', requestId: 'bulk-click-01' });
    const page = await (await t.browser.get('/app/announce/reminder')).text();
    expect(page).toContain('Daily limit reached. You can try again after');
    await t.browser.form('/app/announce/reminder/send', { scope: 'bulk', requestId: 'bulk-click-02' });
    expect(await (await t.browser.get('/app/announce/reminder')).text()).toMatch(
      /Daily limit reached: You can send one bulk email per day. You can try again after [A-Z][a-z]{2} \d+, \d+:\d\d [AP]M\./,
    );
  });
});
