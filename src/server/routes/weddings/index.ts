/** The weddings API; the site's public and private reads live in routes/public, its pages there too. */
export { domainApi } from './domain.api';
export { weddingsApi, weddingsProApi } from './weddings.api';
