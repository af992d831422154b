export { adminApi, adminPages } from './admin.routes';
