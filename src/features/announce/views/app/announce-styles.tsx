// The announce pages' own styles (kept here, not in the shared stylesheet). The design preview
// switches with the chosen radio by CSS alone (:has), so it is live without JavaScript.
const BASE = `
.announce { display: grid; gap: 1.25rem; grid-template-columns: minmax(0, 1fr); }
.announce__upsell { background: #fff6e5; border: 1px solid #f0d9a8; border-radius: 0.9rem; padding: 1rem 1.25rem; }
.announce__upsell p { margin: 0 0 0.6rem; }
.announce__editor { display: grid; gap: 1.25rem; grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr); align-items: start; }
@media (max-width: 960px) { .announce__editor { grid-template-columns: 1fr; } }
.announce__designs { display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); }
.announce__design { display: flex; gap: 0.5rem; align-items: flex-start; border: 1px solid var(--line); border-radius: 0.7rem; padding: 0.55rem 0.65rem; cursor: pointer; background: #fff; }
.announce__design:has(input:checked) { border-color: var(--accent); box-shadow: 0 0 0 2px rgb(157 75 107 / 0.25); }
.announce__design small { display: block; color: var(--muted); font-size: 0.78rem; line-height: 1.3; }
.announce__swatch { width: 1.1rem; height: 1.1rem; border-radius: 50%; flex: none; border: 1px solid rgb(0 0 0 / 0.15); margin-top: 0.1rem; }
.announce__preview-wrap { position: sticky; top: 1rem; }
.announce__preview { display: none; width: 100%; height: 46rem; border: 1px solid var(--line); border-radius: 0.9rem; background: #fff; }
.announce__cards { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); }
.announce__cards .card h2 { margin-top: 0; font-family: Georgia, 'Times New Roman', serif; font-weight: 500; }
.announce__counts { display: flex; gap: 1rem; flex-wrap: wrap; list-style: none; padding: 0; margin: 0.5rem 0 1rem; font-size: 0.9rem; color: var(--muted); }
.announce__counts strong { color: var(--ink); font-size: 1.1rem; }
.announce__send { display: grid; gap: 1rem; }
/* A wide send list scrolls inside its own box on a phone instead of widening the page. */
.announce__send > * { min-width: 0; }
.announce__row { display: flex; gap: 0.75rem; align-items: center; flex-wrap: wrap; }
.announce__guests { max-height: 32rem; overflow: auto; border: 1px solid var(--line); border-radius: 0.7rem; }
.announce__guests table { margin: 0; }
.announce__guests thead th { position: sticky; top: 0; background: #fff; }
.send-state { display: inline-block; padding: 0.05rem 0.55rem; border-radius: 999px; font-size: 0.8rem; font-weight: 600; background: #f1ecef; white-space: nowrap; }
.send-state--sent { background: #e3f3ea; color: #22603f; }
.send-state--queued { background: #e6eef8; color: #2d5c88; }
.send-state--failed, .send-state--unsubscribed { background: #fdecef; color: #8a1f3d; }
.send-state--no-email, .send-state--kept { background: #f3f3f3; color: #666; }
.send-state--delivered, .send-state--opened { background: #d5efe0; color: #1b5034; }
.send-state--delayed { background: #fdf3dc; color: #7a5300; }
.send-state--bounced, .send-state--complained { background: #fdecef; color: #8a1f3d; }
.announce details.announce__bulk { border: 1px solid var(--line); border-radius: 0.7rem; padding: 0.6rem 0.9rem; }
.announce details.announce__bulk summary { cursor: pointer; font-weight: 600; }
`;

export function AnnounceStyles({ designKeys = [], savedDesign }: { designKeys?: string[]; savedDesign?: string }) {
  const switches = designKeys
    .map((key) => `.announce:has(input[name="design"][value="${key}"]:checked) .announce__preview[data-design="${key}"] { display: block; }`)
    .join('\n');
  const fallback = savedDesign ? `@supports not selector(:has(*)) { .announce__preview[data-design="${savedDesign}"] { display: block; } }` : '';
  return <style dangerouslySetInnerHTML={{ __html: `${BASE}\n${switches}\n${fallback}` }} />;
}
