export { authApi } from './auth.api';
export { loginPages, logoutPage, registerPages, userPages } from './auth.pages';
export { googleSignInPages } from './google';
