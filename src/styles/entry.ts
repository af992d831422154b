// Vite entry for the site stylesheet: the layout links its CSS; its (empty) script is never loaded.
import 'virtual:uno.css';
import './base.css';
import './app.css';
import './wedding.css';
import './builder.css';
import './rsvp.css';
import './wedding-themes.css';
import './families/hero-art.css';
import './families/families.css';
import './wedding-gallery.css';
import './families/sections.css';
import './wedding-nav.css';
import './showcase.css';
import './photos.css';
import './seating.css';
import './activity.css';
