import { describe, expect, it } from 'vitest';
import { siteParts } from './site-parts';

const body = (...fields: string[]) => Object.fromEntries(fields.map((field) => [field, 'x']));

describe('siteParts', () => {
  it('names each section a save touched once, in the order first met', () => {
    expect(siteParts(body('ourStoryHeading', 'scheduleSection', 'ourStoryComment', 'tasks'))).toBe('Our story, Schedule of the day');
  });

  it('reads a field by its section key or toggle prefix (customOne… is Travel & Stay, customNine… the second link card)', () => {
    expect(siteParts(body('customOneHeading'))).toBe('Travel & Stay');
    expect(siteParts(body('customNineLink'))).toBe('Second link card');
    expect(siteParts(body('imagesSection', 'galleryComment'))).toBe('Photo gallery');
  });

  it('calls fonts, sizes, positions and colours Design, before their section', () => {
    expect(siteParts(body('ourStoryHeadingFont', 'ourStoryHeadingSize', 'fancyCardPosition', 'headingColor', 'weddingTheme'))).toBe('Design');
  });

  it('names the page settings, publishing, password, order and menu', () => {
    expect(siteParts(body('weddingDate', 'timeZone', 'published', 'websitePassword', 'enablePassword', 'pageOrder', 'navHidden', 'enableFooter'))).toBe(
      'Page settings, Publishing, Password, Section order, Site menu, Footer',
    );
  });

  it('ignores the version and request id, and calls anything else Photos', () => {
    expect(siteParts(body('version', 'requestId'))).toBe('');
    expect(siteParts(body('version', 'img3'))).toBe('Photos');
  });
});
