// The date line under the names (site-editor.md §3, §4): a typed displayedDate replaces the
// formatted date, the empty format ('Default') shows the date in the default format, 'No date'
// shows nothing. The builder's preview renders the same section components from the draft.
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Preview } from '../../../../islands/builder/Preview';
import { loadWeddingAtom } from '../../../../islands/builder/state/draft';
import type { WeddingRecord } from '../../../../islands/builder/state/api';
import { fullContentInput, renderSite, fullContent, siteData } from './fixtures';

const render = (overrides: Record<string, unknown>, site: Parameters<typeof siteData>[1] = {}) => renderSite(siteData(fullContent(overrides), site));

function dateLine(html: string): string | null {
  const match = /<p class="w-date">([\s\S]*?)<\/p>/.exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, '') : null;
}

function preview(overrides: Record<string, unknown>): string {
  const store = createStore();
  store.set(loadWeddingAtom, {
    ...fullContentInput(),
    ...overrides,
    _id: 'w1',
    version: 1,
    weddingUrl: 'amelia-and-jonah',
    weddingTheme: 'light',
    weddingDate: '2031-06-14T16:00:00.000Z',
    timeZone: 'UTC',
  } as unknown as WeddingRecord);
  return renderToString(
    <Provider store={store}>
      <Preview onPick={() => undefined} />
    </Provider>,
  );
}

describe('the displayed date', () => {
  it('a typed displayed date replaces the formatted date when a date and a format exist', () => {
    expect(dateLine(render({ dateFormat: 'yyyy-MM-dd', displayedDate: 'Summer 2031, save the weekend' }))).toBe('Summer 2031, save the weekend');
  });

  it('blank typed text keeps the formatted date', () => {
    expect(dateLine(render({ dateFormat: 'MM/dd/yy', displayedDate: '   ' }))).toBe('06/14/31');
  });

  it("the empty format ('Default') shows the date in the default format", () => {
    expect(dateLine(render({ dateFormat: '' }))).toBe('Jun 14th 2031');
  });

  it("'No date' shows nothing, typed text or not", () => {
    expect(dateLine(render({ dateFormat: 'No date', displayedDate: 'Someday' }))).toBeNull();
    expect(dateLine(render({ dateFormat: 'No date' }))).toBeNull();
  });

  it('without a wedding date the typed text shows, else nothing', () => {
    expect(dateLine(render({ dateFormat: '', displayedDate: 'Summer 2031' }, { weddingDate: null }))).toBe('Summer 2031');
    expect(dateLine(render({ dateFormat: '' }, { weddingDate: null }))).toBeNull();
  });

  it('the builder preview shows the same', () => {
    expect(dateLine(preview({ dateFormat: 'yyyy-MM-dd', displayedDate: 'The first Saturday of June' }))).toBe('The first Saturday of June');
    expect(dateLine(preview({ dateFormat: '', displayedDate: '' }))).toBe('Jun 14th 2031');
    expect(dateLine(preview({ dateFormat: 'No date', displayedDate: '' }))).toBeNull();
  });
});
