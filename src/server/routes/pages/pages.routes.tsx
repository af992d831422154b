import { Hono } from 'hono';
import { LandingPage } from '../../../views/pages/LandingPage';
import type { AppEnv } from '../../context';

export const pagesRoutes = new Hono<AppEnv>().get('/', (c) =>
  c.render(<LandingPage />, { description: 'Build a wedding website, collect RSVPs and send invitations.' }),
);
