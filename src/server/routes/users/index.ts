export { usersApi } from './users.api';
