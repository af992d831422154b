import { Hono } from 'hono';
import { AboutPage } from '../views/info/AboutPage';
import { CreatePage } from '../views/info/CreatePage';
import { FaqPage } from '../views/info/FaqPage';
import { PolicyPage } from '../views/info/PolicyPage';
import { TermsPage } from '../views/info/TermsPage';
import { LandingPage } from '../views/LandingPage';
import type { AppEnv } from '../../../core/http/context';
import { appText } from '../../../shared/i18n/app';

// /, /about, /faq, /policy, /terms, /create: the site's own info pages, one path each at the root (one router
// mounted at '/': no guard, no shared prefix to split by).
export const infoPages = new Hono<AppEnv>()
  .get('/', (c) => c.render(<LandingPage />, { description: appText('pages.landing.description') }))
  .get('/about', (c) => c.render(<AboutPage />, { title: appText('pages.about.title') }))
  .get('/faq', (c) => c.render(<FaqPage />, { title: appText('pages.faq.title') }))
  .get('/policy', (c) => c.render(<PolicyPage supportEmail={c.var.config.SUPPORT_EMAIL} />, { title: appText('pages.policy.title') }))
  .get('/terms', (c) => c.render(<TermsPage />, { title: appText('pages.terms.title') }))
  .get('/create', (c) => c.render(<CreatePage loggedIn={Boolean(c.var.session)} />, { title: appText('pages.create.title') }));
