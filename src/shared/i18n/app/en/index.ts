import { common } from './common';
import { shell } from './shell';
import { accounts } from './accounts';
import { activity } from './activity';
import { admin } from './admin';
import { announce } from './announce';
import { builder } from './builder';
import { catering } from './catering';
import { email } from './email';
import { events } from './events';
import { guests } from './guests';
import { journey } from './journey';
import { notifications } from './notifications';
import { pages } from './pages';
import { payments } from './payments';
import { photos } from './photos';
import { planners } from './planners';
import { questions } from './questions';
import { rsvp } from './rsvp';
import { seating } from './seating';
import { site } from './site';
import { specialRequests } from './special-requests';
import { support } from './support';
import { uploads } from './uploads';
import { weddings } from './weddings';

/** Every area of the couple's app, by name: an area's keys start with its name ('guests.', 'special-requests.'). */
export const APP_AREAS = {
  common,
  shell,
  accounts,
  activity,
  admin,
  announce,
  builder,
  catering,
  email,
  events,
  guests,
  journey,
  notifications,
  pages,
  payments,
  photos,
  planners,
  questions,
  rsvp,
  seating,
  site,
  'special-requests': specialRequests,
  support,
  uploads,
  weddings,
};

/** English, the couple's app's source catalogue (issue 27 item 4: the app stays English, with every string here). */
export const appEn = {
  ...common,
  ...shell,
  ...accounts,
  ...activity,
  ...admin,
  ...announce,
  ...builder,
  ...catering,
  ...email,
  ...events,
  ...guests,
  ...journey,
  ...notifications,
  ...pages,
  ...payments,
  ...photos,
  ...planners,
  ...questions,
  ...rsvp,
  ...seating,
  ...site,
  ...specialRequests,
  ...support,
  ...uploads,
  ...weddings,
};

export type AppMessageKey = keyof typeof appEn;
/** A whole app catalogue: every key of English, in one language. */
export type AppCatalogue = Record<AppMessageKey, string>;
