/**
 * Which version of a wedding's public page is current: its page generation (bumped by every write
 * that changes the page, src/core/db/queries/page-generation.ts) and whether the RSVP deadline has passed
 * (that closes RSVP, and hides the page's RSVP button, without any write). Both page caches and the
 * ETag key on this and nothing else.
 */
export function publicPageVersion(page: { generation: number; deadline: Date | number | null }, now: number): string {
  const deadline = page.deadline === null ? null : typeof page.deadline === 'number' ? page.deadline : page.deadline.getTime();
  return deadline !== null && now > deadline ? `${page.generation}.after-deadline` : String(page.generation);
}
